// Makes the app's icons (public/icons/*.png) from one drawing; run once after changing it:
// `npm run icons -w apps/web`. The PNGs are committed, so a build needs neither this script nor sharp.
import path from 'node:path';
import sharp from 'sharp';

const brand = '#00aaff';
const iconsDir = path.join(import.meta.dirname, '../public/icons');

/**
 * The logo's letter (as in favicon.svg) on the brand's blue, in a 32-unit box. A maskable icon fills its
 * whole square, and the phone cuts its own shape out of it: the letter stays inside the middle 80%.
 */
const drawing = (maskable: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="${maskable ? 0 : 8}" fill="${brand}"/>` +
  `<path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"` +
  `${maskable ? ' transform="translate(16 16) scale(0.85) translate(-16 -16)"' : ''}/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

for (const { file, size, maskable } of icons) {
  await sharp(Buffer.from(drawing(maskable)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, file));
  console.log(`${file}: ${size}×${size}`);
}
