import { renderHook } from '@testing-library/react';
import { useStableCallback } from './useStableCallback';

describe('a stable callback', () => {
  it('keeps its identity across renders and calls the latest function', () => {
    const { result, rerender } = renderHook(({ word }) => useStableCallback((name: string) => `${word} ${name}`), {
      initialProps: { word: 'hello' },
    });
    const first = result.current;
    rerender({ word: 'goodbye' });
    expect(result.current).toBe(first);
    expect(first('you')).toBe('goodbye you');
  });
});
