import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { myAdsReplySchema, ownProfileSchema, screenLabels, storageKeys } from '@mp/contract';
import { ok, serveApi } from '../test/api.ts';
import { myAd, myAdsPage } from '../test/fixtures/my-ads.ts';
import { ownProfileOf, user } from '../test/fixtures/users.ts';
import { renderRoutesAt } from './render-routes.test-util.tsx';

const signIn = () => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
};

describe('profile main page', () => {
  it('shows a seller the ads they have, not «no ads»', async () => {
    signIn();
    serveApi({
      'GET /api/user': ok(ownProfileSchema, ownProfileOf()),
      'GET /api/user/products': ok(myAdsReplySchema, myAdsPage([myAd(7)])),
    });
    renderRoutesAt('/profile');
    // The profile's screens are loaded on demand: on a busy test machine that takes more than a second.
    expect(await screen.findByText('Товар 7', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: screenLabels.profileTitle })).toBeInTheDocument();
    expect(screen.queryByText(screenLabels.adsEmpty)).not.toBeInTheDocument();
  });

  it('says «no ads» once the seller’s list comes back empty', async () => {
    signIn();
    serveApi({
      'GET /api/user': ok(ownProfileSchema, ownProfileOf()),
      'GET /api/user/products': ok(myAdsReplySchema, myAdsPage([])),
    });
    renderRoutesAt('/profile');
    expect(await screen.findByText(screenLabels.adsEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
