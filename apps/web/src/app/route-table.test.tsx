import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenLabels } from '@mp/contract';
import { lazyPage } from './route-table.ts';

const Page = () => <p>Экран</p>;

afterEach(() => vi.restoreAllMocks());

describe('lazyPage', () => {
  it('shows the fallback until the screen has loaded, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const Screen = lazyPage(load, 'Page');
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByText('Экран')).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen at once, never its fallback', async () => {
    const Screen = lazyPage(() => Promise.resolve({ Page }), 'Page');
    await Screen.preload();
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Экран')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).not.toBeInTheDocument();
  });

  it('says «Нет подключения» when its code cannot come offline, and draws the screen once the network is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page });
    const Screen = lazyPage(load, 'Page');
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText(screenLabels.offlineTitle)).toBeInTheDocument();
    expect(screen.getByText(screenLabels.offlineHint)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Экран')).toBeInTheDocument();
    expect(screen.queryByText(screenLabels.offlineTitle)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
