import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushLabels } from '@mp/contract';
import { keepInstallOffer } from './install-offer.ts';
import { InstallAppItem } from './InstallAppItem.tsx';

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let stopKeeping = () => {};

function browser(userAgent: string, { standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const widthQueries = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === '(display-mode: standalone)'
      ? { ...widthQueries(query), matches: standalone }
      : widthQueries(query),
  );
}

/** The browser offers to install, as Chromium does with `beforeinstallprompt`. */
function offerToInstall() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

const drawItem = () =>
  render(
    <ul>
      <InstallAppItem className="item" />
    </ul>,
  );

beforeEach(() => {
  stopKeeping = keepInstallOffer();
});
afterEach(() => {
  act(() => stopKeeping());
  vi.restoreAllMocks();
});

describe('«Установить приложение» in the profile menu', () => {
  it('shows the browser’s own prompt where it offers one, once', async () => {
    browser(chromeOnAndroid);
    drawItem();
    expect(screen.queryByRole('button', { name: pushLabels.install })).not.toBeInTheDocument();

    const { prompt, event } = offerToInstall();
    // The browser's own install bar gives way to the menu's item.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: pushLabels.install }));
    expect(prompt).toHaveBeenCalledOnce();
    // An offer is good for one prompt.
    expect(screen.queryByRole('button', { name: pushLabels.install })).not.toBeInTheDocument();
  });

  it('shows the steps on an iPhone, where Safari installs only by hand', async () => {
    browser(safariOnIphone);
    drawItem();
    const item = screen.getByRole('button', { name: pushLabels.install });
    expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: pushLabels.installIosTitle })).not.toBeInTheDocument();

    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    const steps = screen.getByRole('region', { name: pushLabels.installIosTitle });
    expect([...steps.querySelectorAll('li')].map((step) => step.textContent)).toEqual(
      pushLabels.installIosSteps,
    );

    await userEvent.click(item);
    expect(screen.queryByRole('region', { name: pushLabels.installIosTitle })).not.toBeInTheDocument();
  });

  it('is not there once the app runs installed, on an iPhone or with an offer', () => {
    browser(safariOnIphone, { standalone: true });
    drawItem();
    offerToInstall();
    expect(screen.queryByRole('button', { name: pushLabels.install })).not.toBeInTheDocument();
  });

  it('goes when the app has been installed another way', () => {
    browser(chromeOnAndroid);
    drawItem();
    offerToInstall();
    expect(screen.getByRole('button', { name: pushLabels.install })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: pushLabels.install })).not.toBeInTheDocument();
  });
});
