import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '../session/sessionStore';
import { defaultPhotoFor } from './defaultPhoto';
import { clearPhotoCache, PHOTO_KEEP_MS } from './photoCache';
import { useEmployeePhotoUrl } from './useEmployeePhotoUrl';

function Photo({ name, alt }: { name: string | null; alt: string }) {
  return <img alt={alt} src={useEmployeePhotoUrl(name, 'FEMALE')} />;
}

let created = 0;
let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  created = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${(created += 1)}`);
  URL.revokeObjectURL = jest.fn();
  sessionStore.signIn({ token: 't', id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['ADMIN'], gender: 'FEMALE', photo: 'jane.png' });
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(new Blob(['png']), { status: 200 }));
});

afterEach(() => {
  clearPhotoCache();
  sessionStore.signOut();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const FEMALE_DEFAULT = defaultPhotoFor('FEMALE');
/** Lets the mocked fetch answer and React show the result. */
const arrived = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const photoRequests = () => fetchSpy.mock.calls.filter(([url]) => String(url) === '/files/employees/jane.png');

describe('useEmployeePhotoUrl (spec §7 Other: the photo under /files/employees with the token)', () => {
  it('asks for the photo once under StrictMode, never cancels it, and shows it from an object URL', async () => {
    render(
      <StrictMode>
        <Photo name="jane.png" alt="top bar" />
      </StrictMode>,
    );
    expect(screen.getByAltText('top bar')).toHaveAttribute('src', FEMALE_DEFAULT); // the default until it arrives
    await arrived();
    expect(screen.getByAltText('top bar')).toHaveAttribute('src', 'blob:photo-1');
    expect(photoRequests()).toHaveLength(1);
    const init = photoRequests()[0][1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t');
    expect(init.signal).toBeUndefined();
  });

  it('asks once for a photo that several parts of the page show, also one shown later', async () => {
    const { rerender } = render(
      <>
        <Photo name="jane.png" alt="top bar" />
        <Photo name="jane.png" alt="sidebar" />
      </>,
    );
    await arrived();
    expect(screen.getByAltText('sidebar')).toHaveAttribute('src', 'blob:photo-1');
    rerender(
      <>
        <Photo name="jane.png" alt="top bar" />
        <Photo name="jane.png" alt="sidebar" />
        <Photo name="jane.png" alt="profile page" />
      </>,
    );
    expect(screen.getByAltText('profile page')).toHaveAttribute('src', 'blob:photo-1');
    expect(photoRequests()).toHaveLength(1);
  });

  it('reuses a photo shown again soon after it went away (another page showing it)', async () => {
    const { unmount } = render(<Photo name="jane.png" alt="photo" />);
    await arrived();
    expect(screen.getByAltText('photo')).toHaveAttribute('src', 'blob:photo-1');
    unmount();
    render(<Photo name="jane.png" alt="again" />);
    expect(screen.getByAltText('again')).toHaveAttribute('src', 'blob:photo-1');
    expect(photoRequests()).toHaveLength(1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('revokes the URL of a photo nobody has shown for PHOTO_KEEP_MS', async () => {
    jest.useFakeTimers();
    const { unmount } = render(<Photo name="jane.png" alt="photo" />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PHOTO_KEEP_MS - 1);
    });
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    render(<Photo name="jane.png" alt="later" />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(photoRequests()).toHaveLength(2);
    expect(screen.getByAltText('later')).toHaveAttribute('src', 'blob:photo-2');
  });

  it('shows the default image without a photo or when it cannot be had', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchSpy.mockImplementation(async () => new Response('gone', { status: 404 }));
    render(
      <>
        <Photo name={null} alt="none" />
        <Photo name="jane.png" alt="missing" />
      </>,
    );
    await arrived();
    expect(console.warn).toHaveBeenCalled();
    expect(screen.getByAltText('none')).toHaveAttribute('src', FEMALE_DEFAULT);
    expect(screen.getByAltText('missing')).toHaveAttribute('src', FEMALE_DEFAULT);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
