import type { ManifestOptions } from 'vite-plugin-pwa';
import { pushLabels } from '@mp/contract';
import { tokenColour } from './design-tokens.ts';

/** The icons, made once from an SVG by `scripts/make-icons.ts`. */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest (`/manifest.webmanifest`): what a phone installs. */
export function appManifest(): Partial<ManifestOptions> {
  return {
    id: '/',
    name: pushLabels.appName,
    short_name: pushLabels.appName,
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: tokenColour('c-accent'),
    background_color: tokenColour('c-bg'),
    icons: appIcons,
  };
}
