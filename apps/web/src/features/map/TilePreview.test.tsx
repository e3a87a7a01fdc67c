import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tilesInView } from './tile-grid.ts';
import { TilePreview } from './TilePreview.tsx';

const template = 'https://t.test/{z}/{x}/{y}.png';
const moscow: [number, number] = [55.7558, 37.6173];

describe('tile preview', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give every box a phone map's size.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the first view’s tiles at their places, hidden from assistive technology', () => {
    const { container } = render(<TilePreview tileUrl={template} center={moscow} zoom={11} />);
    const expected = tilesInView({ template, center: moscow, zoom: 11, width: 390, height: 600 });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(expected.map((tile) => tile.url));
    expect(images[0]!.style.marginLeft).toBe(`${expected[0]!.left - 195}px`);
    expect(images[0]!.style.marginTop).toBe(`${expected[0]!.top - 300}px`);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('alt')).toBe('');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('asks for other tiles at another zoom', () => {
    const { container } = render(<TilePreview tileUrl={template} center={moscow} zoom={3} />);
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((source) => source?.startsWith('https://t.test/3/'))).toBe(true);
  });

  it('is drawn on the server for an assumed phone box, so the page itself asks for the tiles', () => {
    const html = renderToString(<TilePreview tileUrl={template} center={moscow} zoom={11} />);
    const expected = tilesInView({ template, center: moscow, zoom: 11, width: 390, height: 640 });
    expect(html.match(/<img/g)).toHaveLength(expected.length);
    expect(html).toContain(`src="${expected[0]!.url}"`);
  });
});
