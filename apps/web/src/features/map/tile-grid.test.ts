import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { tilesInView, tileSize, type TileView } from './tile-grid.ts';

/** What the real Leaflet asks for and where it puts each tile, in a container of the given size. */
function leafletTiles({ template, center, zoom, width, height }: TileView) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: width });
  Object.defineProperty(container, 'clientHeight', { value: height });
  document.body.append(container);
  const map = L.map(container, { center, zoom, fadeAnimation: false, zoomAnimation: false });
  const tiles: { url: string; left: number; top: number }[] = [];
  const layer = L.tileLayer(template);
  layer.on('tileloadstart', (event: L.TileEvent) => {
    const origin = map.getPixelOrigin();
    tiles.push({
      url: event.tile.src,
      left: event.coords.x * tileSize - origin.x,
      top: event.coords.y * tileSize - origin.y,
    });
  });
  layer.addTo(map);
  map.remove();
  return tiles;
}

const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tiles in view', () => {
  const views: [string, TileView][] = [
    [
      'Moscow on a phone',
      {
        template: 'https://t.test/{z}/{x}/{y}.png',
        center: [55.7558, 37.6173],
        zoom: 11,
        width: 390,
        height: 600,
      },
    ],
    [
      'Russia on a laptop',
      { template: 'https://t.test/{z}/{x}/{y}.png', center: [61, 95], zoom: 3, width: 1280, height: 700 },
    ],
    [
      'Chukotka across the antimeridian',
      {
        template: 'https://{s}.t.test/{z}/{x}/{y}.png',
        center: [66, 179.9],
        zoom: 5,
        width: 700,
        height: 500,
      },
    ],
    [
      'an ad close up',
      {
        template: 'https://t.test/{z}/{x}/{y}{r}.png',
        center: [59.9343, 30.3351],
        zoom: 15,
        width: 333,
        height: 271,
      },
    ],
  ];

  it.each(views)('are the tiles Leaflet asks for, where it puts them: %s', (_name, view) => {
    const ours = tilesInView(view).map(({ url, left, top }) => ({ url, left, top }));
    expect(ours.length).toBeGreaterThan(1);
    expect(ours.sort(byUrl)).toEqual(leafletTiles(view).sort(byUrl));
  });

  it('come nearest the middle first', () => {
    const { width, height } = views[1]![1];
    const fromMiddle = (tile: { left: number; top: number }) =>
      Math.hypot(tile.left + tileSize / 2 - width / 2, tile.top + tileSize / 2 - height / 2);
    const distances = tilesInView(views[1]![1]).map(fromMiddle);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(tileSize);
    expect(distances.at(-1)).toBeGreaterThan(2 * tileSize);
  });

  it('ask for the high-density tile where the template has {r} and the screen is dense', () => {
    const [tile] = tilesInView({ ...views[3]![1], retina: true });
    expect(tile!.url).toMatch(/@2x\.png$/);
  });

  it('leave out rows beyond the poles and draw nothing in an empty box', () => {
    const world = tilesInView({
      template: '{z}/{x}/{y}',
      center: [80, 0],
      zoom: 1,
      width: 1000,
      height: 1000,
    });
    expect(world.every((tile) => /^1\/[01]\/[01]$/.test(tile.url))).toBe(true);
    expect(tilesInView({ ...views[0]![1], width: 0, height: 0 })).toEqual([]);
  });
});
