import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, settingsLabels, storageKeys } from '@mp/contract';
import { renderWithApp } from '../../test/render.tsx';
import { stubApi, user } from '../../test/stub-api.ts';
import { savedCompany } from '../../features/company/test/fixtures.ts';
import { SettingsPage } from './SettingsPage.tsx';

const profile = {
  ...user,
  email: null,
  surname: 'Ivanova',
  patronymic: null,
  address: null,
  birth_date: '1990-05-17',
  has_car: false,
  gender: 'female',
  profile_photo_url: null,
};

beforeEach(() => localStorage.setItem(storageKeys.token, 'session-token'));
afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it('shows the avatar block beside the personal, seller and deletion sections', async () => {
    stubApi({
      'GET /api/user': { status: 200, body: profile },
      'GET /api/company': { status: 200, body: { company: savedCompany() } },
    });
    renderWithApp(<SettingsPage />, { path: '/profile/settings' });
    expect(await screen.findByRole('region', { name: user.name })).toBeInTheDocument();
    for (const title of [
      settingsLabels.profileSection,
      settingsLabels.companySection,
      settingsLabels.dangerSection,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText(settingsLabels.surname)).toHaveValue('Ivanova');
    expect(await screen.findByLabelText(settingsLabels.inn)).toHaveValue(savedCompany().inn);
    expect(await screen.findByLabelText(settingsLabels.uploadLogo)).toBeInTheDocument();
    expect(screen.queryByText(messages.profileFetchError)).not.toBeInTheDocument();
  });
});
