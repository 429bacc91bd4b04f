import { act, renderHook } from '@testing-library/react';
import { useSidebarMode } from './useSidebarMode';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(1024));

describe('useSidebarMode (spec §2 Layout, §4 Sidebar, §9)', () => {
  it('condenses the sidebar at a tablet width, hides it on a phone width and enables it on a wide window', () => {
    resizeTo(900);
    const { result } = renderHook(() => useSidebarMode('default'));
    expect(result.current.mode).toBe('condensed');
    expect(result.current.phone).toBe(false);
    resizeTo(1280);
    expect(result.current.mode).toBe('enabled');
    resizeTo(390);
    expect(result.current.mode).toBe('hidden');
    expect(result.current.phone).toBe(true);
    resizeTo(1028);
    expect(result.current.mode).toBe('condensed');
  });

  it('on a tablet toggles condensed ↔ enlarged, and an enlarged sidebar closes back to condensed', () => {
    resizeTo(900);
    const { result } = renderHook(() => useSidebarMode('default'));
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ mode: 'enlarged', overlay: true, expanded: true });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ mode: 'condensed', overlay: false, expanded: false });
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('condensed');
  });

  it('on a desktop toggles enabled ↔ condensed, and a close leaves the user’s choice alone', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useSidebarMode('default'));
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ mode: 'condensed', overlay: false, expanded: false });
    act(() => result.current.close());
    expect(result.current.mode).toBe('condensed');
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('enabled');
  });

  it('on a phone opens the drawer with the toggle and closes it; a wider window drops it', () => {
    resizeTo(390);
    const { result } = renderHook(() => useSidebarMode('default'));
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ mode: 'enlarged', phone: true, overlay: true });
    act(() => result.current.close());
    expect(result.current.mode).toBe('hidden');
    act(() => result.current.toggle());
    resizeTo(900);
    expect(result.current).toMatchObject({ mode: 'condensed', phone: false, overlay: false });
  });

  it('follows the condensed sidebar type setting', () => {
    resizeTo(1280);
    const { result, rerender } = renderHook(({ type }) => useSidebarMode(type), { initialProps: { type: 'default' as 'default' | 'condensed' } });
    expect(result.current.mode).toBe('enabled');
    rerender({ type: 'condensed' });
    expect(result.current.mode).toBe('condensed');
  });
});
