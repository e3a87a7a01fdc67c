import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../../shared/search-params.ts';
import { mapPointsReplySchema } from '@mp/contract';
import { ok, serveApi, type Reply } from '../../test/api.ts';
import { useMapPoints } from './api.ts';
import type { BboxValue } from './geo.ts';
import { passTime } from '../../test/pass-time.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A server that answers only when told to, recording each request and its abort signal. */
function slowServer() {
  const requests: { url: URL; signal: AbortSignal; answer: () => void }[] = [];
  serveApi({
    'GET /api/products/map': (_sent, request) =>
      new Promise<Reply>((resolve) => {
        requests.push({
          url: new URL(request.url),
          signal: request.signal,
          answer: () =>
            resolve(ok(mapPointsReplySchema, { data: [], clusters: [], total: 0, truncated: false })),
        });
      }),
  });
  return requests;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

const box = (west: number): BboxValue => ({ west, south: 55, east: west + 1, north: 56 });

describe('useMapPoints', () => {
  it('asks for the first view at once, then waits until the map has been still for 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = slowServer();
    const { rerender } = renderHook(({ bbox }) => useMapPoints(emptyFilters, bbox), {
      wrapper,
      initialProps: { bbox: box(30) },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ bbox: box(31) });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ bbox: box(32) });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map(({ url }) => url.searchParams.get('bbox'))).toEqual(['30,55,31,56', '32,55,33,56']);
  });

  it('aborts the request of a box the map has left', async () => {
    const requests = slowServer();
    const { rerender, result } = renderHook(({ bbox }) => useMapPoints(emptyFilters, bbox), {
      wrapper,
      initialProps: { bbox: box(30) },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ bbox: box(40) });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    requests[1]?.answer();
    await waitFor(() =>
      expect(result.current.data).toEqual({ data: [], clusters: [], total: 0, truncated: false }),
    );
  });

  it('asks nothing until the map has a size', async () => {
    const requests = slowServer();
    renderHook(() => useMapPoints(emptyFilters, { west: 37, south: 55, east: 37, north: 55 }), { wrapper });
    await passTime(400);
    expect(requests).toHaveLength(0);
  });
});
