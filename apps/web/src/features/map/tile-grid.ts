/** One map tile placed in a box: its address and its offset from the box's top left corner, in pixels. */
export interface PlacedTile {
  key: string;
  url: string;
  left: number;
  top: number;
}

export interface TileView {
  /** Tile address template as Leaflet takes it: `{z}`, `{x}`, `{y}`, and optionally `{s}` and `{r}`. */
  template: string;
  center: [latitude: number, longitude: number];
  zoom: number;
  width: number;
  height: number;
  /** A high-density screen: Leaflet fills `{r}` with `@2x` there. */
  retina?: boolean;
}

/** Leaflet's tile size, in screen pixels. */
export const tileSize = 256;
/** Leaflet's default subdomains for `{s}`. */
const subdomains = 'abc';
/** Web Mercator stops short of the poles. */
const maxLatitude = 85.0511287798;

/** A place's pixel position on the whole world map at `zoom` (Web Mercator, as Leaflet's EPSG:3857). */
export function worldPixel([latitude, longitude]: [number, number], zoom: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const phi = (Math.max(-maxLatitude, Math.min(maxLatitude, latitude)) * Math.PI) / 180;
  return {
    x: scale * (longitude / 360 + 0.5),
    y: scale * (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)),
  };
}

function tileUrl(template: string, x: number, y: number, zoom: number, retina: boolean): string {
  const values: Record<string, string> = {
    z: String(zoom),
    x: String(x),
    y: String(y),
    s: subdomains[Math.abs(x + y) % subdomains.length] ?? 'a',
    r: retina ? '@2x' : '',
  };
  return template.replace(/\{ *(\w+) *\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * The tiles Leaflet will show for this view, where it will put them, and under the addresses it will
 * ask for. Drawn before Leaflet has loaded, the same images then come from the browser's cache.
 */
export function tilesInView({
  template,
  center,
  zoom,
  width,
  height,
  retina = false,
}: TileView): PlacedTile[] {
  const middle = worldPixel(center, zoom);
  const origin = { x: Math.round(middle.x - width / 2), y: Math.round(middle.y - height / 2) };
  const count = 2 ** zoom;
  const first = { x: Math.floor(origin.x / tileSize), y: Math.floor(origin.y / tileSize) };
  const last = {
    x: Math.ceil((origin.x + width) / tileSize) - 1,
    y: Math.ceil((origin.y + height) / tileSize) - 1,
  };
  const tiles: PlacedTile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      const wrappedX = ((x % count) + count) % count;
      tiles.push({
        key: `${x}:${y}`,
        url: tileUrl(template, wrappedX, y, zoom, retina),
        left: x * tileSize - origin.x,
        top: y * tileSize - origin.y,
      });
    }
  }
  // Nearest the middle first, as Leaflet asks for them: they are what the eye falls on.
  const distance = (tile: PlacedTile) =>
    Math.hypot(tile.left + tileSize / 2 - width / 2, tile.top + tileSize / 2 - height / 2);
  return tiles.sort((a, b) => distance(a) - distance(b));
}
