import { keepPagesMessage } from '../../../service-worker/kept-pages.ts';
import { whenIdle } from './when-idle.ts';

/** Addresses shown before a worker controlled the page, at most this many (the first few matter). */
const shownBeforeWorkerMax = 10;
const shownBeforeWorker: string[] = [];

/**
 * Asks the worker to keep a copy of the page at `address` for reading offline: a screen the app drew
 * itself, or the first page, never passed through the worker as a page (record 0122).
 */
export function keepShownPage(address: string): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker.controller;
  if (!worker) {
    if (shownBeforeWorker.length < shownBeforeWorkerMax) shownBeforeWorker.push(address);
    return;
  }
  whenIdle(() => worker.postMessage({ type: keepPagesMessage, urls: [address] }), 5_000);
}

/** Sends the worker that now controls the page what was shown before it did. */
export function keepPagesShownBeforeWorker(): void {
  const worker = navigator.serviceWorker.controller;
  if (!worker || shownBeforeWorker.length === 0) return;
  worker.postMessage({ type: keepPagesMessage, urls: shownBeforeWorker.splice(0) });
}
