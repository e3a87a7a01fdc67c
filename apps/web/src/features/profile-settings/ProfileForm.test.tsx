import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  settingsLabels,
  storageKeys,
  type OwnProfile,
  ownProfileSchema,
  profileUpdateReplySchema,
  validationErrorSchema,
} from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { ownProfileOf, user } from '../../test/fixtures/users.ts';
import { ownProfileQueryKey } from './api.ts';
import { ProfileForm } from './ProfileForm.tsx';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
const puts = (sent: { path: string; body: unknown }[]) => sent.filter((call) => call.body !== undefined);

const blankProfile: OwnProfile = ownProfileOf({ gender: 'male' });

async function renderForm() {
  const view = renderWithApp(<ProfileForm />, { path: '/profile/settings' });
  await screen.findByLabelText(settingsLabels.surname);
  return { ui: userEvent.setup(), ...view };
}

const save = (ui: ReturnType<typeof userEvent.setup>) =>
  ui.click(screen.getByRole('button', { name: settingsLabels.save }));

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('profile form', () => {
  it('is prefilled from GET /api/user, male by default', async () => {
    serveApi({
      'GET /api/user': ok(ownProfileSchema, {
        ...blankProfile,
        surname: 'Ivanova',
        birth_date: '1990-05-17',
        has_car: true,
      }),
    });
    await renderForm();
    expect(screen.getByLabelText(settingsLabels.surname)).toHaveValue('Ivanova');
    expect(screen.getByLabelText(settingsLabels.name)).toHaveValue(user.name);
    expect(screen.getByLabelText(settingsLabels.birthDate)).toHaveValue('1990-05-17');
    expect(screen.getByLabelText(settingsLabels.birthDate)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(settingsLabels.genders.male)).toBeChecked();
    expect(screen.getByLabelText(settingsLabels.hasCar)).toBeChecked();
  });

  it('shows the spec §5 messages for empty fields, focuses the first and sends nothing', async () => {
    const sent = serveApi({ 'GET /api/user': ok(ownProfileSchema, blankProfile) });
    const { ui } = await renderForm();
    await ui.clear(screen.getByLabelText(settingsLabels.name));
    await save(ui);
    expect(await screen.findByText(messages.profileSurnameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.profileNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.birthDateRequired)).toBeInTheDocument();
    const surname = screen.getByLabelText(settingsLabels.surname);
    expect(surname).toHaveAccessibleDescription(messages.profileSurnameRequired);
    expect(surname).toHaveAttribute('aria-invalid', 'true');
    expect(surname).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(puts(sent)).toEqual([]);
  });

  it('sends a valid body, updates the cached profile and the session user', async () => {
    const saved: OwnProfile = {
      ...blankProfile,
      name: 'Maria',
      surname: 'Ivanova',
      birth_date: '1990-05-17',
      gender: 'female',
      has_car: true,
    };
    const sent = serveApi({
      'GET /api/user': ok(ownProfileSchema, blankProfile),
      'PUT /api/user': ok(profileUpdateReplySchema, { message: messages.profileUpdated, user: saved }),
    });
    const { ui, client } = await renderForm();
    await ui.type(screen.getByLabelText(settingsLabels.surname), 'Ivanova');
    await ui.clear(screen.getByLabelText(settingsLabels.name));
    await ui.type(screen.getByLabelText(settingsLabels.name), 'Maria');
    await ui.type(screen.getByLabelText(settingsLabels.birthDate), '1990-05-17');
    await ui.click(screen.getByLabelText(settingsLabels.genders.female));
    await ui.click(screen.getByLabelText(settingsLabels.hasCar));
    await save(ui);
    await waitFor(() => expect(toasts()).toEqual([{ message: messages.profileUpdated, type: 'success' }]));
    expect(puts(sent)).toMatchObject([
      {
        path: '/api/user',
        body: {
          surname: 'Ivanova',
          name: 'Maria',
          patronymic: null,
          birth_date: '1990-05-17',
          gender: 'female',
          address: null,
          has_car: true,
          allow_calls: false,
        },
      },
    ]);
    expect(client.getQueryData(ownProfileQueryKey)).toEqual(saved);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual({ ...user, name: 'Maria' });
  });

  it('offers calls from buyers, off by default, with its hint, and saves the choice', async () => {
    const sent = serveApi({
      'GET /api/user': ok(ownProfileSchema, {
        ...blankProfile,
        surname: 'Ivanova',
        birth_date: '1990-05-17',
      }),
      'PUT /api/user': ok(profileUpdateReplySchema, {
        message: messages.profileUpdated,
        user: { ...blankProfile, surname: 'Ivanova', birth_date: '1990-05-17', allow_calls: true },
      }),
    });
    const { ui } = await renderForm();
    const calls = screen.getByRole('checkbox', { name: settingsLabels.allowCalls });
    expect(calls).not.toBeChecked();
    expect(calls).toHaveAccessibleDescription(settingsLabels.allowCallsHint);
    await ui.click(calls);
    await save(ui);
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]?.body).toMatchObject({ allow_calls: true, has_car: false });
    expect(await screen.findByRole('checkbox', { name: settingsLabels.allowCalls })).toBeChecked();
  });

  it('is prefilled with calls allowed when the profile allows them', async () => {
    serveApi({ 'GET /api/user': ok(ownProfileSchema, { ...blankProfile, allow_calls: true }) });
    await renderForm();
    expect(screen.getByRole('checkbox', { name: settingsLabels.allowCalls })).toBeChecked();
  });

  it("puts the server's 422 messages under their fields", async () => {
    serveApi({
      'GET /api/user': ok(ownProfileSchema, {
        ...blankProfile,
        surname: 'Ivanova',
        birth_date: '1990-05-17',
      }),
      'PUT /api/user': ok(
        validationErrorSchema,
        {
          message: messages.validationFailed,
          errors: { birth_date: [messages.birthDateFormat], gender: [messages.genderInvalid] },
        },
        422,
      ),
    });
    const { ui } = await renderForm();
    await save(ui);
    expect(await screen.findByText(messages.birthDateFormat)).toBeInTheDocument();
    expect(screen.getByLabelText(settingsLabels.birthDate)).toHaveAccessibleDescription(
      messages.birthDateFormat,
    );
    expect(screen.getByRole('group', { name: settingsLabels.gender })).toHaveAccessibleDescription(
      messages.genderInvalid,
    );
    expect(screen.getByLabelText(settingsLabels.birthDate)).toHaveFocus();
    expect(toasts()).toEqual([]);
  });
});
