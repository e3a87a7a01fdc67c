// A stand-in for the map's tile server (the edge of the world the bench cannot reach): every tile is
// the same PNG of the map's land colour, so the map page loads as it would with real tiles. Tiles are
// 512 px for Leaflet's 256-px cells, as high-density screens get them from a real provider.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface TileServer {
  /** The `MAP_TILE_URL` template of this server. */
  readonly template: string;
  close(): Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const tile = await sharp({
    create: { width: 512, height: 512, channels: 3, background: { r: 242, g: 239, b: 233 } },
  })
    .png()
    .toBuffer();
  const server = http.createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      })
      .end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
