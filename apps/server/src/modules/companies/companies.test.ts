import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  dayOff,
  defaultWorkSchedule,
  messages,
  type CompanyBody,
  type CompanyDetail,
  type CompanySavedReply,
  type UserRole,
} from '@mp/contract';
import { grantRole } from '../../cli/commands/grant-role.ts';
import { companies, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { startProductionApp } from '../../test/production.ts';
import { entrepreneurRequisites, validCompany } from '../../test/company.ts';

const server = useTestApp();
const { signedIn } = server;

type Method = 'GET' | 'POST' | 'PATCH';
interface Request {
  token?: string;
  body?: unknown;
  payload?: string;
  contentType?: string;
  app?: FastifyInstance;
}
const call = (method: Method, url: string, { token, body, payload, contentType, app }: Request = {}) =>
  (app ?? server.app).inject({
    method,
    url: `/api${url}`,
    payload: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(payload !== undefined || body !== undefined
        ? { 'content-type': contentType ?? 'application/json' }
        : {}),
    },
  });

async function withRole(role: UserRole) {
  const account = await signedIn();
  const granted = await grantRole(server.db, account.user.phone, role);
  expect(granted.ok).toBe(true);
  return account;
}

/** A signed-in seller who saved the valid company form. */
async function seller(overrides: Parameters<typeof validCompany>[0] = {}) {
  const account = await signedIn();
  const res = await call('POST', '/user/company', { token: account.token, body: validCompany(overrides) });
  expect(res.statusCode).toBe(200);
  return { ...account, company: res.json<CompanySavedReply>().company };
}

async function storedCompany(userId: number) {
  const rows = await server.db.select().from(companies).where(eq(companies.userId, userId));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

async function setStoredStatus(companyId: number, status: 'pending' | 'approved' | 'rejected' | null) {
  await server.db.update(companies).set({ moderationStatus: status }).where(eq(companies.id, companyId));
}

/** A copy without the named keys. */
function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

const expected422 = (res: { statusCode: number; json: () => unknown }, field: string, message: string) => {
  expect(res.statusCode).toBe(422);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(body.errors[field]).toContain(message);
  expect(Object.values(body.errors).flat()).toContain(body.message);
};

describe('authentication', () => {
  it.each([
    ['GET', '/company'],
    ['POST', '/user/company'],
    ['POST', '/user/confirm'],
    ['PATCH', '/statuscompanies/1/status'],
    ['GET', '/moderation/companies'],
  ] as const)('%s %s without a token is 401 Unauthenticated.', async (method, url) => {
    const body = method === 'GET' ? undefined : { moderation_status: 'approved', ...validCompany() };
    const res = await call(method, url, { body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.unauthenticated });
  });

  it('checks the token before the body: a refused body without a token is still 401', async () => {
    const res = await call('POST', '/user/company', { payload: '{not json' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.unauthenticated });
  });

  it('refuses an unknown token', async () => {
    const res = await call('GET', '/company', { token: 'no-such-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/company', () => {
  it('is null before the form was first saved', async () => {
    const { token } = await signedIn();
    const res = await call('GET', '/company', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company: null });
  });

  it('replies the own company with the saved values and the default schedule', async () => {
    const { token, company } = await seller();
    const res = await call('GET', '/company', { token });
    expect(res.statusCode).toBe(200);
    const body = omit(validCompany(), 'work_schedule');
    expect(res.json()).toEqual({
      company: {
        id: company.id,
        ...body,
        auto_percentage: 0,
        logo: null,
        address: null,
        phone: null,
        images: [],
        work_schedule: defaultWorkSchedule,
        moderation_status: null,
      },
    });
  });

  it('keeps the wallet share of automatic confirmation, 0–100 only', async () => {
    const { token } = await seller();
    const save = (auto_percentage: unknown) =>
      call('POST', '/user/company', {
        token,
        body: { ...validCompany(), order_processing_type: 'automatic', auto_percentage },
      });
    for (const wrong of [-1, 101, 2.5, 'половина']) {
      const res = await save(wrong);
      expect(res.statusCode, String(wrong)).toBe(422);
      expect(res.json()).toMatchObject({ errors: { auto_percentage: [messages.approvedPercentageInvalid] } });
    }
    expect((await save(25)).statusCode).toBe(200);
    expect(
      (await call('GET', '/company', { token })).json<{ company: CompanyDetail }>().company,
    ).toMatchObject({
      order_processing_type: 'automatic',
      auto_percentage: 25,
    });
  });

  it('maps a demo seller’s company (name and seller type only) with null requisites', async () => {
    const { token, user } = await signedIn();
    await server.db.insert(companies).values({ userId: user.id, name: 'Демо', sellerType: 'offline' });
    const res = await call('GET', '/company', { token });
    expect(res.json<{ company: CompanyDetail }>().company).toMatchObject({
      name: 'Демо',
      seller_type: 'offline',
      inn: null,
      full_name: null,
      ogrn: null,
      kpp: null,
      legal_address: null,
      bik: null,
      bank_name: null,
      bank_account: null,
      correspondent_account: null,
      logo: null,
      images: [],
      order_processing_type: 'manual',
      auto_percentage: 0,
      work_schedule: defaultWorkSchedule,
      moderation_status: null,
    });
  });

  it('never shows another user’s company: each token reads only its own', async () => {
    const owner = await seller();
    const other = await signedIn();
    const res = await call('GET', '/company', { token: other.token });
    expect(res.json()).toEqual({ company: null });
    const own = await call('GET', '/company', { token: owner.token });
    expect(own.json<{ company: CompanyDetail }>().company.id).toBe(owner.company.id);
  });
});

describe('POST /api/user/company', () => {
  it('creates the company and replies it with the success message', async () => {
    const { token, user } = await signedIn();
    const body = validCompany({
      seller_type: 'offline',
      phone: '+7 (999) 123-45-67',
      address: '  Москва, ул. Ленина, 1  ',
      work_schedule: { ...defaultWorkSchedule, sat: '10:00-15:00' },
    });
    const res = await call('POST', '/user/company', { token, body });
    expect(res.statusCode).toBe(200);
    const reply = res.json<CompanySavedReply>();
    expect(reply.message).toBe(messages.companySaved);
    expect(reply.company).toMatchObject({
      inn: '7707083893',
      seller_type: 'offline',
      phone: '+7 (999) 123-45-67',
      address: 'Москва, ул. Ленина, 1',
      online_payment_available: true,
      work_schedule: { ...defaultWorkSchedule, sat: '10:00-15:00' },
      moderation_status: null,
    });
    const row = await storedCompany(user.id);
    expect(row).toMatchObject({ id: reply.company.id, address: 'Москва, ул. Ленина, 1', inn: '7707083893' });
  });

  it('updates the same row on a second save: one company per user', async () => {
    const { token, user, company } = await seller();
    const res = await call('POST', '/user/company', {
      token,
      body: validCompany({ name: 'Новое название', order_processing_type: 'automatic' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company).toMatchObject({
      id: company.id,
      name: 'Новое название',
      order_processing_type: 'automatic',
    });
    expect((await storedCompany(user.id))?.name).toBe('Новое название');
  });

  it('fills defaults: online seller, no online payment, the spec’s schedule', async () => {
    const { token } = await signedIn();
    const body = omit(validCompany(), 'seller_type', 'online_payment_available');
    const res = await call('POST', '/user/company', { token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company).toMatchObject({
      seller_type: 'online',
      online_payment_available: false,
      work_schedule: defaultWorkSchedule,
    });
  });

  it('accepts an entrepreneur: 12-digit ИНН and 15-digit ОГРНИП, with a КПП all the same', async () => {
    const { token } = await signedIn();
    const res = await call('POST', '/user/company', { token, body: validCompany(entrepreneurRequisites) });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company).toMatchObject(entrepreneurRequisites);
  });

  it('accepts 255 characters and an offline seller with one working day', async () => {
    const { token } = await signedIn();
    const closed = Object.fromEntries(Object.keys(defaultWorkSchedule).map((day) => [day, dayOff]));
    const res = await call('POST', '/user/company', {
      token,
      body: validCompany({
        full_name: 'Я'.repeat(255),
        seller_type: 'offline',
        phone: '8 999 123 45 67',
        address: 'Казань',
        work_schedule: { ...closed, sun: '10:00-12:00' } as typeof defaultWorkSchedule,
      }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets nobody change another user’s company: a save writes the caller’s own', async () => {
    const owner = await seller();
    const before = await storedCompany(owner.user.id);
    const other = await signedIn();
    const res = await call('POST', '/user/company', {
      token: other.token,
      body: validCompany({ name: 'Чужой', ...{ id: owner.company.id } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company.id).not.toBe(owner.company.id);
    expect(await storedCompany(owner.user.id)).toEqual(before);
  });

  describe('spec §5 rules, each with its message and no change in the database', () => {
    let token: string;
    let userId: number;
    let before: Awaited<ReturnType<typeof storedCompany>>;
    beforeAll(async () => {
      const account = await seller();
      token = account.token;
      userId = account.user.id;
      before = await storedCompany(userId);
    });

    const without = (field: keyof CompanyBody) => omit(validCompany(), field);
    const long = 'Я'.repeat(10_000);
    const offline = (overrides: Record<string, unknown>) =>
      validCompany({
        seller_type: 'offline',
        phone: '+79991234567',
        address: 'Москва',
        ...overrides,
      });
    const allOff = Object.fromEntries(Object.keys(defaultWorkSchedule).map((day) => [day, dayOff]));
    const sixDays = omit(defaultWorkSchedule, 'sun');

    const cases: [string, unknown, string, string][] = [
      // missing
      ['inn missing', without('inn'), 'inn', messages.innInvalid],
      ['full_name missing', without('full_name'), 'full_name', messages.companyFullNameRequired],
      ['ogrn missing', without('ogrn'), 'ogrn', messages.ogrnInvalid],
      ['kpp missing', without('kpp'), 'kpp', messages.kppInvalid],
      [
        'kpp missing for an entrepreneur',
        { ...without('kpp'), ...entrepreneurRequisites },
        'kpp',
        messages.kppInvalid,
      ],
      ['legal_address missing', without('legal_address'), 'legal_address', messages.legalAddressRequired],
      ['bik missing', without('bik'), 'bik', messages.bikInvalid],
      ['bank_name missing', without('bank_name'), 'bank_name', messages.bankNameRequired],
      ['bank_account missing', without('bank_account'), 'bank_account', messages.bankAccountInvalid],
      [
        'correspondent_account missing',
        without('correspondent_account'),
        'correspondent_account',
        messages.correspondentAccountInvalid,
      ],
      ['name missing', without('name'), 'name', messages.shopNameRequired],
      [
        'order_processing_type missing',
        without('order_processing_type'),
        'order_processing_type',
        messages.orderProcessingTypeRequired,
      ],
      ['full_name blank', validCompany({ full_name: '   ' }), 'full_name', messages.companyFullNameRequired],
      ['name empty', validCompany({ name: '' }), 'name', messages.shopNameRequired],
      ['name null', { ...validCompany(), name: null }, 'name', messages.shopNameRequired],
      // malformed
      ['inn of 9 digits', validCompany({ inn: '770708389' }), 'inn', messages.innInvalid],
      ['inn of 11 digits', validCompany({ inn: '77070838931' }), 'inn', messages.innInvalid],
      ['inn with letters', validCompany({ inn: '77070838ab' }), 'inn', messages.innInvalid],
      ['ogrn of 14 digits', validCompany({ ogrn: '10277001321950' }), 'ogrn', messages.ogrnInvalid],
      ['kpp of 8 digits', validCompany({ kpp: '77360100' }), 'kpp', messages.kppInvalid],
      ['kpp with a letter', validCompany({ kpp: '77360100A' }), 'kpp', messages.kppInvalid],
      ['bik of 10 digits', validCompany({ bik: '0445252250' }), 'bik', messages.bikInvalid],
      [
        'bank_account of 19 digits',
        validCompany({ bank_account: '4070281093800001234' }),
        'bank_account',
        messages.bankAccountInvalid,
      ],
      [
        'correspondent_account of 21 digits',
        validCompany({ correspondent_account: '301018104000000002250' }),
        'correspondent_account',
        messages.correspondentAccountInvalid,
      ],
      // wrong checksum
      ['inn checksum', validCompany({ inn: '7707083894' }), 'inn', messages.innInvalid],
      ['12-digit inn checksum', validCompany({ inn: '500100732258' }), 'inn', messages.innInvalid],
      ['ogrn checksum', validCompany({ ogrn: '1027700132196' }), 'ogrn', messages.ogrnInvalid],
      ['ogrnip checksum', validCompany({ ogrn: '304500116000158' }), 'ogrn', messages.ogrnInvalid],
      [
        'bank_account key',
        validCompany({ bank_account: '40702810938000012346' }),
        'bank_account',
        messages.bankAccountMismatch,
      ],
      [
        'correspondent_account key',
        validCompany({ correspondent_account: '30101810400000000226' }),
        'correspondent_account',
        messages.correspondentAccountMismatch,
      ],
      // offline sellers
      ['offline without a phone', offline({ phone: undefined }), 'phone', messages.phoneInvalid],
      ['offline with a short phone', offline({ phone: '12-34-56' }), 'phone', messages.phoneInvalid],
      ['offline with 16 digits', offline({ phone: '1234567890123456' }), 'phone', messages.phoneInvalid],
      [
        'offline without an address',
        offline({ address: undefined }),
        'address',
        messages.pointAddressRequired,
      ],
      ['offline with a blank address', offline({ address: '  ' }), 'address', messages.pointAddressRequired],
      [
        'offline without a working day',
        offline({ work_schedule: allOff }),
        'work_schedule',
        messages.workingDayRequired,
      ],
      // too long
      [
        'full_name of 10,000 characters',
        validCompany({ full_name: long }),
        'full_name',
        messages.textTooLong,
      ],
      [
        'legal_address of 10,000 characters',
        validCompany({ legal_address: long }),
        'legal_address',
        messages.textTooLong,
      ],
      [
        'bank_name of 10,000 characters',
        validCompany({ bank_name: long }),
        'bank_name',
        messages.textTooLong,
      ],
      ['name of 10,000 characters', validCompany({ name: long }), 'name', messages.textTooLong],
      ['address of 10,000 characters', validCompany({ address: long }), 'address', messages.textTooLong],
      ['phone of 10,000 characters', validCompany({ phone: long }), 'phone', messages.textTooLong],
      ['inn of 10,000 digits', validCompany({ inn: '7'.repeat(10_000) }), 'inn', messages.innInvalid],
      // wrong types and values
      ['inn as a number', { ...validCompany(), inn: 7707083893 }, 'inn', messages.innInvalid],
      ['name as an object', { ...validCompany(), name: { ru: 'x' } }, 'name', messages.shopNameRequired],
      [
        'online_payment_available as a string',
        { ...validCompany(), online_payment_available: 'yes' },
        'online_payment_available',
        messages.invalidChoice,
      ],
      [
        'unknown seller_type',
        { ...validCompany(), seller_type: 'shop' },
        'seller_type',
        messages.sellerTypeInvalid,
      ],
      [
        'unknown order_processing_type',
        { ...validCompany(), order_processing_type: 'fast' },
        'order_processing_type',
        messages.orderProcessingTypeRequired,
      ],
      [
        'work_schedule as a string',
        { ...validCompany(), work_schedule: 'всегда' },
        'work_schedule',
        messages.workScheduleFormat,
      ],
      [
        'work_schedule with a bad range',
        validCompany({ work_schedule: { ...defaultWorkSchedule, mon: '18:00-09:00' } }),
        'work_schedule.mon',
        messages.workScheduleFormat,
      ],
      [
        'work_schedule without Sunday',
        { ...validCompany(), work_schedule: sixDays },
        'work_schedule.sun',
        messages.workScheduleFormat,
      ],
    ];

    it.each(cases)('%s', async (_name, body, field, message) => {
      const res = await call('POST', '/user/company', { token, body });
      expected422(res, field, message);
      expect(await storedCompany(userId)).toEqual(before);
    });

    it('names every wrong field at once', async () => {
      const res = await call('POST', '/user/company', {
        token,
        body: { ...validCompany(), inn: '1', name: '', kpp: 'x' },
      });
      expect(res.statusCode).toBe(422);
      // Each message once, though the ИНН fails both its length and its checksum.
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
        inn: [messages.innInvalid],
        name: [messages.shopNameRequired],
        kpp: [messages.kppInvalid],
      });
      expect(await storedCompany(userId)).toEqual(before);
    });

    it('names an offline point’s phone, address and working days together with the other wrong fields', async () => {
      const res = await call('POST', '/user/company', {
        token,
        body: omit(
          offline({ bank_account: 'x', phone: '12', address: ' ', work_schedule: allOff }),
          'inn',
          'order_processing_type',
        ),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        inn: [messages.innInvalid],
        order_processing_type: [messages.orderProcessingTypeRequired],
        bank_account: [messages.bankAccountInvalid],
        phone: [messages.phoneInvalid],
        address: [messages.pointAddressRequired],
        work_schedule: [messages.workingDayRequired],
      });
      expect(await storedCompany(userId)).toEqual(before);
    });

    it('checks the bank accounts against the БИК while other fields are wrong', async () => {
      const res = await call('POST', '/user/company', {
        token,
        body: { ...validCompany(), name: '', bank_account: '4'.repeat(20) },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        name: [messages.shopNameRequired],
        bank_account: [messages.bankAccountMismatch],
      });
      expect(await storedCompany(userId)).toEqual(before);
    });

    it.each([
      ['an array', []],
      ['null', null],
      ['a string', 'company'],
    ])('refuses %s as the body with 422', async (_name, body) => {
      const res = await call('POST', '/user/company', { token, body });
      expect(res.statusCode).toBe(422);
      expect(await storedCompany(userId)).toEqual(before);
    });

    it('refuses a body that is not JSON with 400 and a Russian message', async () => {
      const res = await call('POST', '/user/company', { token, payload: '{"inn": "7707083893",' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.badRequest });
      expect(await storedCompany(userId)).toEqual(before);
    });

    it('refuses a form-encoded body', async () => {
      const res = await call('POST', '/user/company', {
        token,
        payload: 'inn=7707083893',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: messages.badRequest });
      expect(await storedCompany(userId)).toEqual(before);
    });

    it('refuses a missing body with 422', async () => {
      const res = await call('POST', '/user/company', { token });
      expect(res.statusCode).toBe(422);
      expect(await storedCompany(userId)).toEqual(before);
    });
  });
});

describe('moderation status and changed requisites', () => {
  it.each(['approved', 'pending'] as const)(
    'keeps %s when the requisites are saved unchanged (other fields may change)',
    async (status) => {
      const { token, company } = await seller();
      await setStoredStatus(company.id, status);
      const res = await call('POST', '/user/company', {
        token,
        body: validCompany({ inn: ' 7707083893 ', name: 'Другая вывеска', online_payment_available: false }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<CompanySavedReply>().company).toMatchObject({
        name: 'Другая вывеска',
        moderation_status: status,
      });
    },
  );

  it.each([
    ['approved', { full_name: 'ООО «Другое»' }],
    ['approved', { kpp: '773601002' }],
    ['approved', { legal_address: 'г. Москва, ул. Другая, 1' }],
    ['approved', { bank_name: 'Другой банк' }],
    ['pending', entrepreneurRequisites],
  ] as const)('resets %s to null when a requisite changes (%j)', async (status, change) => {
    const { token, user, company } = await seller();
    await setStoredStatus(company.id, status);
    const res = await call('POST', '/user/company', { token, body: validCompany(change) });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company.moderation_status).toBeNull();
    expect((await storedCompany(user.id))?.moderationStatus).toBeNull();
  });

  it('keeps a rejection when requisites change: the owner asks again with the button', async () => {
    const { token, company } = await seller();
    await setStoredStatus(company.id, 'rejected');
    const res = await call('POST', '/user/company', { token, body: validCompany({ kpp: '773601002' }) });
    expect(res.json<CompanySavedReply>().company.moderation_status).toBe('rejected');
  });
});

describe('POST /api/user/confirm', () => {
  it('sends the own company to moderation', async () => {
    const { token, user } = await seller();
    const res = await call('POST', '/user/confirm', { token });
    expect(res.statusCode).toBe(200);
    const reply = res.json<CompanySavedReply>();
    expect(reply.message).toBe(messages.verificationRequested);
    expect(reply.company.moderation_status).toBe('pending');
    expect((await storedCompany(user.id))?.moderationStatus).toBe('pending');
  });

  it('is idempotent while pending and keeps the place in the queue', async () => {
    const { token, user } = await seller();
    await call('POST', '/user/confirm', { token });
    const first = await storedCompany(user.id);
    const res = await call('POST', '/user/confirm', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company.moderation_status).toBe('pending');
    expect(await storedCompany(user.id)).toEqual(first);
  });

  it('asks again after a rejection', async () => {
    const { token, company } = await seller();
    await setStoredStatus(company.id, 'rejected');
    const res = await call('POST', '/user/confirm', { token });
    expect(res.json<CompanySavedReply>().company.moderation_status).toBe('pending');
  });

  it('refuses an approved company with alreadyVerified and changes nothing', async () => {
    const { token, user, company } = await seller();
    await setStoredStatus(company.id, 'approved');
    const before = await storedCompany(user.id);
    const res = await call('POST', '/user/confirm', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.alreadyVerified });
    expect(await storedCompany(user.id)).toEqual(before);
  });

  it('needs a company first: 404 companyRequired', async () => {
    const { token } = await signedIn();
    const res = await call('POST', '/user/confirm', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.companyRequired });
  });

  it('needs the requisites: a demo-style company is 404 companyRequired and stays unchanged', async () => {
    const { token, user } = await signedIn();
    await server.db.insert(companies).values({ userId: user.id, name: 'Демо' });
    const before = await storedCompany(user.id);
    const res = await call('POST', '/user/confirm', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.companyRequired });
    expect(await storedCompany(user.id)).toEqual(before);
  });
});

describe('PATCH /api/statuscompanies/:id/status', () => {
  const patch = (id: number | string, token: string | undefined, body: unknown, app?: FastifyInstance) =>
    call('PATCH', `/statuscompanies/${id}/status`, { token, body, app });

  it.each(['moderator', 'admin'] as const)('a %s sets any company’s status', async (role) => {
    const { user, company } = await seller();
    const { token } = await withRole(role);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const res = await patch(company.id, token, { moderation_status: status });
      expect(res.statusCode).toBe(200);
      const reply = res.json<CompanySavedReply>();
      expect(reply.message).toBe(messages.moderationStatusUpdated);
      expect(reply.company).toMatchObject({ id: company.id, moderation_status: status });
      expect((await storedCompany(user.id))?.moderationStatus).toBe(status);
    }
  });

  it('outside production the owner may set their own company’s status (the temporary panel)', async () => {
    const { token, company } = await seller();
    const res = await patch(company.id, token, { moderation_status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanySavedReply>().company.moderation_status).toBe('approved');
  });

  it('refuses another user with 403 and leaves the company unchanged', async () => {
    const owner = await seller();
    const before = await storedCompany(owner.user.id);
    const other = await seller();
    const res = await patch(owner.company.id, other.token, { moderation_status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.forbidden });
    expect(await storedCompany(owner.user.id)).toEqual(before);
  });

  it('answers a moderator 404 companyNotFound for an unknown id, a plain user 403', async () => {
    const moderator = await withRole('moderator');
    const res = await patch(2_000_000_000, moderator.token, { moderation_status: 'approved' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.companyNotFound });
    const plain = await signedIn();
    const refused = await patch(2_000_000_000, plain.token, { moderation_status: 'approved' });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    ['verified', { moderation_status: 'verified' }],
    ['null', { moderation_status: null }],
    ['missing', {}],
    ['a number', { moderation_status: 1 }],
  ])('refuses a status that is %s with 422 and changes nothing', async (_name, body) => {
    const { user, company } = await seller();
    const { token } = await withRole('moderator');
    const before = await storedCompany(user.id);
    const res = await patch(company.id, token, body);
    expected422(res, 'moderation_status', messages.moderationStatusInvalid);
    expect(await storedCompany(user.id)).toEqual(before);
  });

  it('refuses a malformed id with 422', async () => {
    const { token } = await withRole('moderator');
    const res = await patch('abc', token, { moderation_status: 'approved' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.id).toEqual([messages.invalidInteger]);
  });

  it('a revoked role counts at once', async () => {
    const { company } = await seller();
    const moderator = await withRole('moderator');
    await grantRole(server.db, moderator.user.phone, 'user');
    const res = await patch(company.id, moderator.token, { moderation_status: 'approved' });
    expect(res.statusCode).toBe(403);
  });

  describe('in production', () => {
    let production: FastifyInstance;
    let stopProduction: () => Promise<void>;
    beforeAll(async () => {
      ({ app: production, close: stopProduction } = await startProductionApp(server.ctx.database));
    });
    afterAll(() => stopProduction());

    it('refuses the owner with 403 and leaves the status unchanged', async () => {
      const { token, user, company } = await seller();
      const before = await storedCompany(user.id);
      const res = await patch(company.id, token, { moderation_status: 'approved' }, production);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
      expect(await storedCompany(user.id)).toEqual(before);
    });

    it('lets a moderator set the status', async () => {
      const { company } = await seller();
      const { token } = await withRole('moderator');
      const res = await patch(company.id, token, { moderation_status: 'rejected' }, production);
      expect(res.statusCode).toBe(200);
      expect(res.json<CompanySavedReply>().company.moderation_status).toBe('rejected');
    });
  });
});

describe('GET /api/moderation/companies', () => {
  type Queue = {
    data: (CompanyDetail & { user: { id: number; name: string } })[];
    pagination: { current_page: number; last_page: number; per_page: number; total: number };
  };

  it('is for moderators and admins only', async () => {
    const { token } = await seller();
    const res = await call('GET', '/moderation/companies', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.forbidden });
  });

  it('lists pending companies with their owners, the longest waiting first', async () => {
    const sellers = [await seller(), await seller(), await seller()];
    for (const s of sellers) await call('POST', '/user/confirm', { token: s.token });
    // The first one is asked again (already pending): it keeps its place.
    await call('POST', '/user/confirm', { token: sellers[0]!.token });
    const { token } = await withRole('admin');
    const res = await call('GET', '/moderation/companies?status=pending&page=1', { token });
    expect(res.statusCode).toBe(200);
    const queue = res.json<Queue>();
    expect(queue.data.every((c) => c.moderation_status === 'pending')).toBe(true);
    const positions = sellers.map((s) => queue.data.findIndex((c) => c.id === s.company.id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(queue.data[positions[0]!]!.user).toEqual({ id: sellers[0]!.user.id, name: sellers[0]!.user.name });
    expect(queue.pagination).toMatchObject({ current_page: 1, per_page: 20, total: queue.data.length });
  });

  it('filters by status and pages', async () => {
    const { company } = await seller();
    await setStoredStatus(company.id, 'approved');
    const { token } = await withRole('moderator');
    const res = await call('GET', '/moderation/companies?status=approved', { token });
    const queue = res.json<Queue>();
    expect(queue.data.map((c) => c.id)).toContain(company.id);
    expect(queue.data.every((c) => c.moderation_status === 'approved')).toBe(true);
    const far = await call('GET', '/moderation/companies?status=approved&page=50', { token });
    expect(far.json<Queue>()).toMatchObject({ data: [], pagination: { current_page: 50 } });
  });

  it('refuses an unknown status or page with 422', async () => {
    const { token } = await withRole('moderator');
    expected422(
      await call('GET', '/moderation/companies?status=verified', { token }),
      'status',
      messages.moderationStatusInvalid,
    );
    expected422(
      await call('GET', '/moderation/companies?page=0', { token }),
      'page',
      messages.invalidInteger,
    );
  });
});

describe('grantRole (npm run admin -- grant-role)', () => {
  it('grants a role to the user with that phone in any spelling', async () => {
    const { user } = await signedIn();
    const spelled = `8 (${user.phone.slice(2, 5)}) ${user.phone.slice(5)}`;
    const result = await grantRole(server.db, spelled, 'moderator');
    expect(result).toEqual({
      ok: true,
      user: { id: user.id, phone: user.phone, name: user.name },
      role: 'moderator',
      previous: 'user',
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('moderator');
  });

  it('refuses an unknown phone, a malformed phone and an unknown role, changing nothing', async () => {
    const { user } = await signedIn();
    const refusal = async (phone: string, role: string) => {
      const result = await grantRole(server.db, phone, role);
      return result.ok ? 'granted' : result.error;
    };
    expect(await refusal('+7 000 000-00-00', 'admin')).toBe(
      'Пользователь с телефоном +70000000000 не найден',
    );
    expect(await refusal('not a phone', 'admin')).toBe('Неверный номер телефона: not a phone');
    expect(await refusal(user.phone, 'superuser')).toBe(
      'Неизвестная роль: superuser. Допустимые: user, moderator, admin',
    );
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
  });
});
