import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  messages,
  pushLabels,
  pushSettingsSchema,
  settingsLabels,
  storageKeys,
  companyReplySchema,
  ownProfileSchema,
} from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ownProfileOf, user } from '../../test/fixtures/users.ts';
import { savedCompany } from '../../test/fixtures/companies.ts';
import { SettingsPage } from './SettingsPage.tsx';

const profile = ownProfileOf({ surname: 'Ivanova', birth_date: '1990-05-17' });

beforeEach(() => localStorage.setItem(storageKeys.token, 'session-token'));
afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it('shows the avatar block beside the personal, seller, push and deletion sections', async () => {
    serveApi({
      'GET /api/user': ok(ownProfileSchema, profile),
      'GET /api/company': ok(companyReplySchema, { company: savedCompany() }),
      'GET /api/push/settings': ok(pushSettingsSchema, {
        messages: true,
        orders: true,
        reviews: false,
        saved_searches: true,
        tariffs: true,
      }),
    });
    renderWithApp(<SettingsPage />, { path: '/profile/settings' });
    expect(await screen.findByRole('region', { name: user.name })).toBeInTheDocument();
    for (const title of [
      settingsLabels.profileSection,
      settingsLabels.companySection,
      pushLabels.settingsTitle,
      settingsLabels.dangerSection,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText(settingsLabels.surname)).toHaveValue('Ivanova');
    expect(await screen.findByLabelText(settingsLabels.inn)).toHaveValue(savedCompany().inn);
    expect(await screen.findByLabelText(settingsLabels.uploadLogo)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: pushLabels.kinds.reviews })).not.toBeChecked();
    expect(screen.queryByText(messages.profileFetchError)).not.toBeInTheDocument();
  });
});
