import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './useAsync.ts';

describe('useAsync', () => {
  it('shows loading again on retry, and keeps the data while a refresh reads again', async () => {
    let reads = 0;
    let finishSecond: (value: string) => void = () => {};
    const load = () => {
      reads += 1;
      return reads === 1 ? Promise.resolve('first') : new Promise<string>((done) => (finishSecond = done));
    };
    const { result } = renderHook(() => useAsync(load, []));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'first' }));

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'success', data: 'first' });
    await act(async () => finishSecond('second'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
  });
});
