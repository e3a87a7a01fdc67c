import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importReloadGuardMs, importWhenOnline } from './lazy-part.tsx';
import { pageLoad } from './reload.ts';

const failed = () => new TypeError('Failed to fetch dynamically imported module');

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(pageLoad, 'reload').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('importWhenOnline', () => {
  it('waits for the network after a failure offline, then loads', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(failed()).mockResolvedValueOnce('module');
    const loading = importWhenOnline(load);
    expect(await settled(loading)).toBe('pending');
    setOnline(true);
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('tries again at once when the failure arrives after the network is back', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValueOnce(failed()).mockResolvedValueOnce('module');
    await expect(importWhenOnline(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the page again when the second try fails too, and only once in a row', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValue(failed());
    expect(await settled(importWhenOnline(load))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);

    // The page loaded again and the file still fails: a broken build, shown as an error, not a loop.
    await expect(importWhenOnline(load)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);

    // Long after, a failure is the network's again.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + importReloadGuardMs + 1);
    expect(await settled(importWhenOnline(load))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
