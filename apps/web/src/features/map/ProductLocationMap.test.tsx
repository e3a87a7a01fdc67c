import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfigSchema } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { ProductLocationMap } from './ProductLocationMap.tsx';
import { publicConfig } from './test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** jsdom has no IntersectionObserver; this one says at once that the block is on screen. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

describe('ProductLocationMap', () => {
  it('loads the map with the ad’s marker once the block is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    serveApi({
      'GET /api/config': ok(publicConfigSchema, { ...publicConfig, map: { tile_url: '', attribution: '' } }),
    });
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ProductLocationMap
            point={{
              id: 42,
              name: 'Велосипед',
              price: 12500,
              latitude: 55.76,
              longitude: 37.61,
              image: null,
              is_vip: false,
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('img', { name: 'Место объявления на карте' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull(), {
      timeout: 3000,
    });
    expect(screen.getByRole('region', { name: 'Место объявления на карте' })).toBeInTheDocument();
    expect(container.querySelector('.leaflet-marker-icon')).toHaveAttribute('title', 'Велосипед');
    expect(screen.getByRole('link', { name: 'Открыть на большой карте' })).toHaveAttribute(
      'href',
      '/map?lat=55.76&lng=37.61',
    );
  });
});
