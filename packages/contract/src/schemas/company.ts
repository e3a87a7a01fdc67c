import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  isValidCorrespondentAccount,
  isValidInn,
  isValidOgrn,
  isValidSettlementAccount,
} from '../rules/requisites.ts';
import { percentSchema } from './common.ts';

export const companyTextMaxLength = 255;
export const companySellerTypes = ['online', 'offline'] as const;
export type CompanySellerType = (typeof companySellerTypes)[number];
export const orderProcessingTypes = ['automatic', 'manual'] as const;
export type OrderProcessingType = (typeof orderProcessingTypes)[number];
/** The statuses a moderator (or the temporary panel) sets. */
export const moderationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];
/** Spec §4: a company may also arrive `verified`, which reads as `approved` («Профиль подтвержден»). */
export const companyModerationStatuses = [...moderationStatuses, 'verified'] as const;
export type CompanyModerationStatus = (typeof companyModerationStatuses)[number];

/** The status a company is shown with: `verified` as `approved`; null before any request. */
export const shownModerationStatus = (status: CompanyModerationStatus | null): ModerationStatus | null =>
  status === 'verified' ? 'approved' : status;

export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];
/** The word spec §3 uses for a day off. */
export const dayOff = 'выходной';
export type WorkSchedule = Record<WeekDay, string>;

/** Spec §3/§9: 09:00-18:00 on weekdays, Friday to 17:00, the weekend off. */
export const defaultWorkSchedule: WorkSchedule = {
  mon: '09:00-18:00',
  tue: '09:00-18:00',
  wed: '09:00-18:00',
  thu: '09:00-18:00',
  fri: '09:00-17:00',
  sat: dayOff,
  sun: dayOff,
};

const timeRange = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM-HH:MM" with the start before the end, or the day-off word. */
export function isValidWorkDay(value: string): boolean {
  if (value === dayOff) return true;
  const match = timeRange.exec(value);
  if (!match) return false;
  const [startH, startM, endH, endM] = match.slice(1).map(Number) as [number, number, number, number];
  return startH * 60 + startM < endH * 60 + endM;
}

export const isWorkingDay = (value: string | undefined): boolean => !!value && value !== dayOff;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(companyTextMaxLength, { error: messages.textTooLong });

const digitsField = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().regex(pattern, { error: message });

/** Optional text: absent, null or blank mean "not given". */
const optionalText = z
  .string({ error: messages.textTooLong })
  .trim()
  .max(companyTextMaxLength, { error: messages.textTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

const workDaySchema = z
  .string({ error: messages.workScheduleFormat })
  .trim()
  .refine(isValidWorkDay, { error: messages.workScheduleFormat });

/** A map keyed mon..sun, every day present. */
const workScheduleSchema = z.record(z.enum(weekDays), workDaySchema, { error: messages.workScheduleFormat });

/**
 * A cross-field check runs once the fields it reads are valid, whatever is wrong elsewhere, so one
 * 422 (and one submit of the form) names every wrong field.
 */
const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => {
      // A raw issue of the body itself (not an object) carries no path yet.
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    }),
});

/**
 * Body of `POST /api/user/company`: every rule of spec §5 with its message, plus the control digits
 * of ИНН, ОГРН and both bank accounts. Offline sellers also need a phone, a point address and at
 * least one working day.
 */
export const companySchema = z
  .object({
    inn: digitsField(/^(\d{10}|\d{12})$/, messages.innInvalid).refine(isValidInn, {
      error: messages.innInvalid,
    }),
    full_name: requiredText(messages.companyFullNameRequired),
    ogrn: digitsField(/^(\d{13}|\d{15})$/, messages.ogrnInvalid).refine(isValidOgrn, {
      error: messages.ogrnInvalid,
    }),
    kpp: digitsField(/^\d{9}$/, messages.kppInvalid),
    legal_address: requiredText(messages.legalAddressRequired),
    bik: digitsField(/^\d{9}$/, messages.bikInvalid),
    bank_name: requiredText(messages.bankNameRequired),
    bank_account: digitsField(/^\d{20}$/, messages.bankAccountInvalid),
    correspondent_account: digitsField(/^\d{20}$/, messages.correspondentAccountInvalid),
    name: requiredText(messages.shopNameRequired),
    seller_type: z.enum(companySellerTypes, { error: messages.sellerTypeInvalid }).default('online'),
    online_payment_available: z.boolean({ error: messages.invalidChoice }).default(false),
    order_processing_type: z.enum(orderProcessingTypes, { error: messages.orderProcessingTypeRequired }),
    /** The share of an order the buyer's wallet may pay when orders are confirmed automatically. */
    auto_percentage: percentSchema.default(0),
    address: optionalText,
    phone: optionalText,
    work_schedule: workScheduleSchema.default(defaultWorkSchedule),
  })
  .superRefine(
    (company, ctx) => {
      if (!isValidSettlementAccount(company.bank_account, company.bik)) {
        ctx.addIssue({ code: 'custom', path: ['bank_account'], message: messages.bankAccountMismatch });
      }
    },
    whenValid('bik', 'bank_account'),
  )
  .superRefine(
    (company, ctx) => {
      if (!isValidCorrespondentAccount(company.correspondent_account, company.bik)) {
        ctx.addIssue({
          code: 'custom',
          path: ['correspondent_account'],
          message: messages.correspondentAccountMismatch,
        });
      }
    },
    whenValid('bik', 'correspondent_account'),
  )
  .superRefine(
    (company, ctx) => {
      if (company.seller_type !== 'offline') return;
      const phoneDigits = (company.phone ?? '').replace(/\D/g, '');
      if (phoneDigits.length < 10 || phoneDigits.length > 15) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.phoneInvalid });
      }
      if (!company.address) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: messages.pointAddressRequired });
      }
      if (!weekDays.some((day) => isWorkingDay(company.work_schedule[day]))) {
        ctx.addIssue({ code: 'custom', path: ['work_schedule'], message: messages.workingDayRequired });
      }
    },
    whenValid('seller_type', 'phone', 'address', 'work_schedule'),
  );
export type CompanyBody = z.input<typeof companySchema>;
export type CompanyInput = z.output<typeof companySchema>;

/** The Company entity of spec §3 as its owner sees it. */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  inn: z.string().nullable(),
  full_name: z.string().nullable(),
  ogrn: z.string().nullable(),
  kpp: z.string().nullable(),
  legal_address: z.string().nullable(),
  bik: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  correspondent_account: z.string().nullable(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  seller_type: z.enum(companySellerTypes),
  online_payment_available: z.boolean(),
  order_processing_type: z.enum(orderProcessingTypes),
  auto_percentage: z.number().int(),
  images: z.array(z.string()),
  work_schedule: z.record(z.enum(weekDays), z.string()),
  moderation_status: z.enum(companyModerationStatuses).nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** `GET /api/company`: the caller's company, or null before the form was first saved. */
export const companyReplySchema = z.object({ company: companyDetailSchema.nullable() });
/** `POST /api/user/company`, logo, images, confirm and moderation replies. */
export const companySavedReplySchema = z.object({ message: z.string(), company: companyDetailSchema });
export type CompanySavedReply = z.infer<typeof companySavedReplySchema>;

/** Body of `PATCH /api/statuscompanies/{id}/status`. */
export const moderationStatusBodySchema = z.object({
  moderation_status: z.enum(moderationStatuses, { error: messages.moderationStatusInvalid }),
});

/** A company as a shopper sees it on the seller's public page: no requisites. */
export const publicCompanySchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  seller_type: z.enum(companySellerTypes),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  work_schedule: z.record(z.enum(weekDays), z.string()).nullable(),
  verified: z.boolean(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** `DELETE /api/user/company/images/{index}`: a photo by its 0-based position in `images`. */
export const companyImageParamSchema = z.object({
  index: z.string().describe('0-based position in `images`'),
});
