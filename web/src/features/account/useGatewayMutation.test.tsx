import { act, renderHook, waitFor } from '@testing-library/react';
import { AuthenticateDocument } from '../../generated/documents/AuthenticateDocument';
import { sessionStore } from '../../session/sessionStore';
import { useGatewayMutation } from './useGatewayMutation';

const USER = { token: 'new', id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR' as const], gender: 'FEMALE' as const, photo: null };

afterEach(() => {
  sessionStore.signOut();
  jest.restoreAllMocks();
});

describe('useGatewayMutation (the account pages without Apollo Client)', () => {
  it('loads the document on the first key or pointer press only, before any request', async () => {
    const load = jest.fn(async () => AuthenticateDocument);
    renderHook(() => useGatewayMutation(load));
    expect(load).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      window.dispatchEvent(new Event('pointerdown'));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('runs the operation with the current token and reports loading while it runs', async () => {
    sessionStore.signIn({ ...USER, token: 'old' });
    let answer!: (response: Response) => void;
    const fetch = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useGatewayMutation(async () => AuthenticateDocument));
    let done!: Promise<unknown>;
    act(() => {
      done = result.current[0]({ email: 'jane@example.com', password: 'secret' });
    });
    expect(result.current[1].loading).toBe(true);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer old' });
    await act(async () => {
      answer(new Response(JSON.stringify({ data: { authenticate: USER } }), { status: 200 }));
      await expect(done).resolves.toEqual({ authenticate: USER });
    });
    expect(result.current[1].loading).toBe(false);
  });
});
