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
  it('condenses the sidebar at a tablet width and enables it again on a wide window', () => {
    resizeTo(900);
    const { result } = renderHook(() => useSidebarMode('default'));
    expect(result.current.mode).toBe('condensed');
    resizeTo(1280);
    expect(result.current.mode).toBe('enabled');
    resizeTo(1028);
    expect(result.current.mode).toBe('condensed');
  });

  it('cycles with the toggle, and an enlarged sidebar closes back to condensed after a menu pick on a tablet', () => {
    resizeTo(900);
    const { result } = renderHook(() => useSidebarMode('default'));
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('enlarged');
    act(() => result.current.closeOverlay());
    expect(result.current.mode).toBe('condensed');
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('enabled');
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('condensed');
  });

  it('keeps a desktop sidebar the user enlarged after a menu pick', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useSidebarMode('default'));
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('enlarged');
    act(() => result.current.closeOverlay());
    expect(result.current.mode).toBe('enlarged');
  });

  it('follows the condensed sidebar type setting', () => {
    resizeTo(1280);
    const { result, rerender } = renderHook(({ type }) => useSidebarMode(type), { initialProps: { type: 'default' as 'default' | 'condensed' } });
    expect(result.current.mode).toBe('enabled');
    rerender({ type: 'condensed' });
    expect(result.current.mode).toBe('condensed');
  });

});
