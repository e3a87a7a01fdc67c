import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dayOff,
  defaultWorkSchedule,
  messages,
  settingsLabels,
  storageKeys,
  weekDays,
  companyReplySchema,
  companySavedReplySchema,
  validationErrorSchema,
} from '@mp/contract';
import { ok, serveApi, type SentRequest, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { companyQueryKey } from './api.ts';
import { savedCompany, validRequisites } from '../../test/fixtures/companies.ts';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
const posts = (sent: SentRequest[]) => sent.filter((call) => call.path === '/api/user/company');

const labelOf: Record<keyof typeof validRequisites, string> = {
  inn: settingsLabels.inn,
  full_name: settingsLabels.fullName,
  ogrn: settingsLabels.ogrn,
  kpp: settingsLabels.kpp,
  legal_address: settingsLabels.legalAddress,
  bik: settingsLabels.bik,
  bank_name: settingsLabels.bankName,
  bank_account: settingsLabels.bankAccount,
  correspondent_account: settingsLabels.correspondentAccount,
  name: settingsLabels.shopName,
};

async function renderForm() {
  const view = renderWithApp(<CompanyForm />, { path: '/profile/settings' });
  await screen.findByLabelText(settingsLabels.inn);
  return { ui: userEvent.setup(), ...view };
}

async function fill(ui: ReturnType<typeof userEvent.setup>, values: Partial<typeof validRequisites>) {
  for (const [key, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labelOf[key as keyof typeof validRequisites]);
    await ui.clear(input);
    await ui.type(input, value);
  }
}

const save = (ui: ReturnType<typeof userEvent.setup>) =>
  ui.click(screen.getByRole('button', { name: settingsLabels.save }));

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('company form', () => {
  it('asks the wallet share only of a shop that confirms orders automatically, and sends it', async () => {
    const sent = serveApi({
      'GET /api/company': ok(companyReplySchema, { company: savedCompany() }),
      'POST /api/user/company': ok(companySavedReplySchema, {
        message: messages.companySaved,
        company: savedCompany({ order_processing_type: 'automatic', auto_percentage: 30 }),
      }),
    });
    const { ui } = await renderForm();
    expect(screen.queryByLabelText(settingsLabels.autoPercentage)).not.toBeInTheDocument();

    await ui.click(screen.getByLabelText(settingsLabels.orderProcessingTypes.automatic));
    const share = screen.getByLabelText(settingsLabels.autoPercentage);
    await ui.clear(share);
    await ui.type(share, '30');
    await save(ui);

    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toMatchObject({ order_processing_type: 'automatic', auto_percentage: 30 });
  });

  it('refuses a wrong INN under its field, sends nothing, then sends once the INN is right', async () => {
    const sent = serveApi({
      'GET /api/company': ok(companyReplySchema, { company: null }),
      'POST /api/user/company': ok(companySavedReplySchema, {
        message: messages.companySaved,
        company: savedCompany(),
      }),
    });
    const { ui, client } = await renderForm();
    expect(screen.getByLabelText(settingsLabels.sellerTypes.online)).toBeChecked();
    expect(screen.getByLabelText(settingsLabels.orderProcessingTypes.manual)).toBeChecked();
    expect(screen.getByLabelText(settingsLabels.inn)).toHaveAttribute('inputmode', 'numeric');

    await fill(ui, { ...validRequisites, inn: '7707083894' });
    await save(ui);
    const inn = screen.getByLabelText(settingsLabels.inn);
    expect(await screen.findByText(messages.innInvalid)).toBeInTheDocument();
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    expect(inn).toHaveAccessibleDescription(messages.innInvalid);
    expect(inn).toHaveFocus();
    expect(posts(sent)).toEqual([]);

    await fill(ui, { inn: validRequisites.inn });
    await save(ui);
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toEqual({
      ...validRequisites,
      seller_type: 'online',
      order_processing_type: 'manual',
      auto_percentage: 0,
      online_payment_available: false,
      address: null,
      phone: null,
      work_schedule: defaultWorkSchedule,
    });
    await waitFor(() => expect(toasts()).toEqual([{ message: messages.companySaved, type: 'success' }]));
    expect(client.getQueryData(companyQueryKey)).toEqual(savedCompany());
    expect(screen.queryByText(messages.innInvalid)).not.toBeInTheDocument();
  });

  it('asks an offline seller for at least one working day', async () => {
    const sent = serveApi({ 'GET /api/company': ok(companyReplySchema, { company: savedCompany() }) });
    const { ui } = await renderForm();
    expect(screen.getByLabelText(settingsLabels.inn)).toHaveValue(validRequisites.inn);
    expect(screen.queryByLabelText(settingsLabels.pointAddress)).not.toBeInTheDocument();

    await ui.click(screen.getByLabelText(settingsLabels.sellerTypes.offline));
    await ui.type(screen.getByLabelText(settingsLabels.pointAddress), 'Moscow, Tverskaya 1');
    await ui.type(screen.getByLabelText(settingsLabels.pointPhone), '+7 912 345-67-89');
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) {
      const row = screen.getByRole('group', { name: settingsLabels.weekDays[day] });
      await ui.click(within(row).getByLabelText(settingsLabels.dayOff));
    }
    await save(ui);
    expect(await screen.findByText(messages.workingDayRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: settingsLabels.schedule })).toHaveAccessibleDescription(
      messages.workingDayRequired,
    );
    expect(posts(sent)).toEqual([]);
  });

  it('names an offline point’s fields together with the wrong requisites, on one save', async () => {
    const sent = serveApi({ 'GET /api/company': ok(companyReplySchema, { company: null }) });
    const { ui } = await renderForm();
    await fill(ui, { ...validRequisites, inn: '1', bank_account: '123' });
    await ui.click(screen.getByLabelText(settingsLabels.sellerTypes.offline));
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) {
      const row = screen.getByRole('group', { name: settingsLabels.weekDays[day] });
      await ui.click(within(row).getByLabelText(settingsLabels.dayOff));
    }
    await save(ui);
    expect(await screen.findByText(messages.innInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(settingsLabels.bankAccount)).toHaveAccessibleDescription(
      messages.bankAccountInvalid,
    );
    expect(screen.getByLabelText(settingsLabels.pointAddress)).toHaveAccessibleDescription(
      messages.pointAddressRequired,
    );
    expect(screen.getByLabelText(settingsLabels.pointPhone)).toHaveAccessibleDescription(
      messages.phoneInvalid,
    );
    expect(screen.getByRole('group', { name: settingsLabels.schedule })).toHaveAccessibleDescription(
      messages.workingDayRequired,
    );
    expect(posts(sent)).toEqual([]);
  });

  it('sends an offline point with its schedule, days off as «выходной»', async () => {
    const sent = serveApi({
      'GET /api/company': ok(companyReplySchema, { company: savedCompany() }),
      'POST /api/user/company': ok(companySavedReplySchema, {
        message: messages.companySaved,
        company: savedCompany({ seller_type: 'offline' }),
      }),
    });
    const { ui } = await renderForm();
    await ui.click(screen.getByLabelText(settingsLabels.sellerTypes.offline));
    await ui.type(screen.getByLabelText(settingsLabels.pointAddress), 'Moscow, Tverskaya 1');
    await ui.type(screen.getByLabelText(settingsLabels.pointPhone), '+7 912 345-67-89');
    await ui.click(
      within(screen.getByRole('group', { name: settingsLabels.weekDays.wed })).getByLabelText(
        settingsLabels.dayOff,
      ),
    );
    await save(ui);
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toMatchObject({
      seller_type: 'offline',
      address: 'Moscow, Tverskaya 1',
      phone: '+7 912 345-67-89',
      work_schedule: { ...defaultWorkSchedule, wed: dayOff },
    });
    expect(Object.keys((posts(sent)[0]?.body as { work_schedule: object }).work_schedule)).toEqual([
      ...weekDays,
    ]);
  });

  it("puts the server's 422 messages under their fields", async () => {
    serveApi({
      'GET /api/company': ok(companyReplySchema, { company: savedCompany() }),
      'POST /api/user/company': ok(
        validationErrorSchema,
        {
          message: messages.validationFailed,
          errors: { bank_account: [messages.bankAccountMismatch], kpp: [messages.kppInvalid] },
        },
        422,
      ),
    });
    const { ui } = await renderForm();
    await save(ui);
    expect(await screen.findByText(messages.bankAccountMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText(settingsLabels.bankAccount)).toHaveAccessibleDescription(
      messages.bankAccountMismatch,
    );
    expect(screen.getByLabelText(settingsLabels.kpp)).toHaveAccessibleDescription(messages.kppInvalid);
    expect(screen.getByLabelText(settingsLabels.kpp)).toHaveFocus();
    expect(toasts()).toEqual([]);
  });

  it('falls back to «Ошибка при сохранении компании» when the server says nothing useful', async () => {
    serveApi({
      'GET /api/company': ok(companyReplySchema, { company: savedCompany() }),
      'POST /api/user/company': unreadable(),
    });
    const { ui } = await renderForm();
    await save(ui);
    await waitFor(() => expect(toasts()).toEqual([{ message: messages.companySaveError, type: 'error' }]));
  });
});
