import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellChrome, storageKeys } from '@mp/contract';
import { renderWithApp } from '../../test/render.tsx';
import { CookieBanner } from './CookieBanner.tsx';

describe('CookieBanner', () => {
  it('is shown until acknowledged, then stores isCookie and hides', async () => {
    const user = userEvent.setup();
    renderWithApp(<CookieBanner />);
    expect(screen.getByText(new RegExp(shellChrome.cookieText))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: shellChrome.cookieAccept }));
    expect(localStorage.getItem(storageKeys.isCookie)).toBe('true');
    expect(screen.queryByRole('button', { name: shellChrome.cookieAccept })).not.toBeInTheDocument();
  });

  it('leaves the toasts room above it while shown, and gives it back once acknowledged', async () => {
    const user = userEvent.setup();
    const space = () => document.documentElement.style.getPropertyValue('--cookie-banner-space');
    renderWithApp(<CookieBanner />);
    // jsdom lays nothing out: the banner's height is 0 there, so the room is the gap alone.
    expect(space()).toBe('8px');
    await user.click(screen.getByRole('button', { name: shellChrome.cookieAccept }));
    expect(space()).toBe('');
  });

  it('stays hidden once the flag is stored', () => {
    localStorage.setItem(storageKeys.isCookie, 'true');
    renderWithApp(<CookieBanner />);
    expect(screen.queryByRole('button', { name: shellChrome.cookieAccept })).not.toBeInTheDocument();
  });
});
