import type { Plugin } from 'vite';
import { pushLabels } from '@mp/contract';
import { tokenColour } from './design-tokens.ts';

/** Where the service worker finds the offline page (`service-worker/sw.ts`). */
const offlinePagePath = 'offline.html';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The app's «Нет подключения» page, which the service worker shows for a page it has no copy of offline.
 * It is plain HTML styled by the app's one stylesheet: no script (the CSP allows no inline script, and a
 * script file would be one more thing to be missing offline). «Повторить» is a link to the page's own
 * address, which the worker answered with this page.
 */
export function offlinePageHtml(stylesheet: string, themeColour: string): string {
  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${themeColour}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="stylesheet" href="/${stylesheet}" />
    <title>${escapeHtml(`${pushLabels.offlineTitle} — ${pushLabels.appName}`)}</title>
    <style>
      .offline { display: grid; justify-items: center; gap: 16px; max-width: 420px; margin: 15vh auto; padding: 0 var(--gutter); text-align: center; }
      .offline h1 { margin: 0; font-size: 24px; }
      .offline p { margin: 0; color: var(--c-muted); }
      .offline a { padding: 12px 24px; border-radius: var(--radius-s); background: var(--c-accent); color: #fff; font-weight: 600; text-decoration: none; }
    </style>
  </head>
  <body>
    <main class="offline">
      <img src="/icons/icon-192.png" alt="" width="96" height="96" />
      <h1>${escapeHtml(pushLabels.offlineTitle)}</h1>
      <p>${escapeHtml(pushLabels.offlineText)}</p>
      <a href="">${escapeHtml(pushLabels.offlineRetry)}</a>
    </main>
  </body>
</html>
`;
}

/** Writes the offline page beside the app, linking the build's one stylesheet. */
export function offlinePage(): Plugin {
  return {
    name: 'mp:offline-page',
    apply: 'build',
    // After Vite's own plugins, which emit the stylesheet in this same hook.
    enforce: 'post',
    generateBundle(_, bundle) {
      const stylesheet = Object.values(bundle).find(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      if (!stylesheet) throw new Error('the build has no stylesheet for the offline page');
      this.emitFile({
        type: 'asset',
        fileName: offlinePagePath,
        source: offlinePageHtml(stylesheet.fileName, tokenColour('c-accent')),
      });
    },
  };
}
