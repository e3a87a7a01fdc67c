import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepLoadedAppFiles, loadedAppFiles } from './loaded-app-files.ts';

const entry = (name: string) => ({ name }) as PerformanceEntry;
const here = window.location.origin;

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the app files a page has loaded', () => {
  it('are the build’s files of this site, each once', () => {
    const files = loadedAppFiles([
      entry(`${here}/assets/index-AbC123.js`),
      entry(`${here}/assets/style-x1.css`),
      entry(`${here}/assets/index-AbC123.js`),
      entry(`${here}/api/products?page=1`),
      entry(`${here}/storage/ads/1/photo.webp`),
      entry('https://tiles.example/assets/1/2/3.png'),
      entry(`${here}/assetsx/not-ours.js`),
    ]);
    expect(files).toEqual([`${here}/assets/index-AbC123.js`, `${here}/assets/style-x1.css`]);
  });

  it('are sent to the active worker in Workbox’s CACHE_URLS message, a few at a time, each after the last is kept', async () => {
    const batches: string[][] = [];
    /** How many batches the worker had answered when each was sent. */
    const answeredBefore: number[] = [];
    let answered = 0;
    const postMessage = vi.fn(
      (message: { type: string; payload: { urlsToCache: string[] } }, [port]: MessagePort[]) => {
        batches.push(message.payload.urlsToCache);
        answeredBefore.push(answered);
        // The worker answers once the batch is kept.
        setTimeout(() => {
          answered += 1;
          port?.postMessage(true);
        }, 5);
      },
    );
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, ready: Promise.resolve({ active: { postMessage } }) },
    });
    const files = Array.from({ length: 14 }, (_, i) => `${here}/assets/chunk-${i}.js`);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(files.map(entry));
    await keepLoadedAppFiles();
    expect(postMessage.mock.calls.map(([message]) => message.type)).toEqual([
      'CACHE_URLS',
      'CACHE_URLS',
      'CACHE_URLS',
    ]);
    expect(batches).toEqual([files.slice(0, 6), files.slice(6, 12), files.slice(12)]);
    expect(answeredBefore).toEqual([0, 1, 2]);
  });

  it('are not sent again by a page the worker controlled from its start', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {}, ready: Promise.resolve({ active: { postMessage } }) },
    });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry(`${here}/assets/start-1.js`)]);
    await keepLoadedAppFiles();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
