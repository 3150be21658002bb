import { act, renderHook } from '@testing-library/react';
import { SHOW_VARIANT_SWITCHER, useVariantSwitcherVisibility } from './use-variant-switcher';

describe('useVariantSwitcherVisibility', () => {
  it('starts hidden: the flag is always false', () => {
    expect(SHOW_VARIANT_SWITCHER).toBe(false);
    const { result } = renderHook(() => useVariantSwitcherVisibility('u-1'));
    expect(result.current[0]).toBe(false);
  });

  it('goes back to hidden when the user changes, and stays as set while the user is the same', () => {
    const { result, rerender } = renderHook(({ user }) => useVariantSwitcherVisibility(user), {
      initialProps: { user: 'u-1' as string | null },
    });
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);

    rerender({ user: 'u-1' });
    expect(result.current[0]).toBe(true);

    rerender({ user: 'u-2' });
    expect(result.current[0]).toBe(false);

    act(() => result.current[1](true));
    rerender({ user: null });
    expect(result.current[0]).toBe(false);
  });
});
