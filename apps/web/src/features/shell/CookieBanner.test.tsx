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

  it('stays hidden once the flag is stored', () => {
    localStorage.setItem(storageKeys.isCookie, 'true');
    renderWithApp(<CookieBanner />);
    expect(screen.queryByRole('button', { name: shellChrome.cookieAccept })).not.toBeInTheDocument();
  });
});
