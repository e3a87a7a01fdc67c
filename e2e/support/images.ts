import type { Page } from '@playwright/test';

/** A real 64×64 PNG in the given colour, drawn by the browser so the tests carry no binary fixtures. */
export async function pngBytes(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#f2c94c';
    context.fillRect(16, 16, 32, 32);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, colour);
  return Buffer.from(base64, 'base64');
}
