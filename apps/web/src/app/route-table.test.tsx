import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './route-table.ts';

const Page = () => <p>Экран</p>;

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
});
