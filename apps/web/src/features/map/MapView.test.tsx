import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '@mp/contract';
import { MapPointCard } from './MapPointCard.tsx';
import { MapView, type MapViewProps } from './MapView.tsx';

// The real Leaflet in jsdom: no layout (the map measures 0×0) and no network (tile images are never
// fetched), which is what CI has too. It must mount, draw markers and open a popup without errors.

const points: MapPoint[] = [
  {
    id: 1,
    name: 'Диван угловой',
    price: 15000,
    latitude: 55.75,
    longitude: 37.61,
    image: null,
    is_vip: false,
  },
  { id: 2, name: 'Велосипед', price: 9000, latitude: 55.76, longitude: 37.63, image: null, is_vip: true },
];

function renderMap(props: Partial<MapViewProps> = {}) {
  const element = (
    <MapView
      label="Карта объявлений"
      tileUrl="https://tile.example.invalid/{z}/{x}/{y}.png"
      attribution="© OpenStreetMap"
      center={[55.75, 37.62]}
      zoom={11}
      points={points}
      cluster={false}
      renderPopup={(point) => <MapPointCard point={point} />}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/map'] });
  return { router, ...render(<RouterProvider router={router} />) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MapView (Leaflet in jsdom)', () => {
  it('renders a labelled map region with markers, tiles or not', () => {
    const onViewportChange = vi.fn();
    const { container } = renderMap({ onViewportChange });

    expect(screen.getByRole('region', { name: 'Карта объявлений' })).toBeInTheDocument();
    const markers = container.querySelectorAll('.leaflet-marker-icon');
    expect([...markers].map((marker) => marker.getAttribute('title'))).toEqual([
      'Диван угловой',
      'Велосипед',
    ]);
    // Markers are reachable by keyboard.
    expect(markers[0]).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('title', 'Приблизить');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap');
    expect(onViewportChange).toHaveBeenCalledWith(expect.objectContaining({ zoom: 11 }));
  });

  it('works without a tile address', () => {
    const { container } = renderMap({ tileUrl: '' });
    expect(container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
  });

  it('opens the ad’s card in a popup when its marker is clicked', async () => {
    const { container } = renderMap();
    const marker = container.querySelectorAll('.leaflet-marker-icon')[1] as HTMLElement;
    act(() => {
      fireEvent.click(marker);
    });
    const link = await screen.findByRole('link', { name: /Велосипед/ });
    expect(link).toHaveAttribute('href', '/product/2');
    expect(container.querySelector('.leaflet-popup')).toContainElement(link);
  });

  it('chooses a point by its marker instead of a popup, and marks the chosen one', () => {
    const onPointSelect = vi.fn();
    const { container } = renderMap({ renderPopup: undefined, onPointSelect, selectedId: 2 });
    const markers = container.querySelectorAll('.leaflet-marker-icon');
    expect(markers[1]?.className).toMatch(/selected/);
    expect(markers[0]?.className).not.toMatch(/selected/);
    act(() => {
      fireEvent.click(markers[0] as HTMLElement);
    });
    expect(onPointSelect).toHaveBeenCalledWith(points[0]);
    expect(container.querySelector('.leaflet-popup')).toBeNull();
  });

  it('opens the card with Enter on a focused marker', async () => {
    const { container } = renderMap();
    const marker = container.querySelectorAll('.leaflet-marker-icon')[0] as HTMLElement;
    // Leaflet pans a focused marker into view; the marker stays, focused.
    act(() => marker.focus());
    expect(marker).toHaveFocus();
    act(() => {
      fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    });
    expect(await screen.findByRole('link', { name: /Диван угловой/ })).toHaveAttribute('href', '/product/1');
  });
});
