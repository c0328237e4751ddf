import { act, renderHook } from '@testing-library/react';
import { useFolderState } from './use-folder-state';

describe('folder-scoped state', () => {
  it('keeps a value within its folder and starts afresh in another', () => {
    const { result, rerender } = renderHook(({ folder }) => useFolderState(folder, 'none'), {
      initialProps: { folder: 'a/' },
    });
    act(() => result.current[1]('picked in a'));
    expect(result.current[0]).toBe('picked in a');

    rerender({ folder: 'b/' });
    expect(result.current[0]).toBe('none');

    rerender({ folder: 'a/' });
    expect(result.current[0]).toBe('none');
  });

  it('a setter kept from an earlier folder does not write into the folder in view', () => {
    const { result, rerender } = renderHook(({ folder }) => useFolderState(folder, 0), {
      initialProps: { folder: 'a/' },
    });
    const setInA = result.current[1];
    rerender({ folder: 'b/' });
    act(() => setInA(5));
    expect(result.current[0]).toBe(0);
  });
});
