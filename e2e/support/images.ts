import type { Page } from '@playwright/test';

/**
 * A real 64×64 PNG in the given colour, drawn by the browser so the tests carry no binary fixtures. Blocks
 * of random shades make each one a photo of its own: the same picture in two sellers' ads is held for a
 * moderator as a copied photo (record 0185).
 */
export async function pngBytes(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#f2c94c';
    context.fillRect(16, 16, 32, 32);
    for (let block = 0; block < 6; block++) {
      context.fillStyle = `hsl(${Math.random() * 360} 70% ${15 + Math.random() * 70}%)`;
      context.fillRect(
        Math.random() * 48,
        Math.random() * 48,
        8 + Math.random() * 24,
        8 + Math.random() * 24,
      );
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, colour);
  return Buffer.from(base64, 'base64');
}
