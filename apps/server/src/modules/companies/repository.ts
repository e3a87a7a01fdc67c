import { asc, count, eq, sql } from 'drizzle-orm';
import {
  defaultWorkSchedule,
  weekDays,
  type CompanyDetail,
  type CompanyInput,
  type ModerationStatus,
  type WorkSchedule,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
type CompanyValues = Partial<typeof companies.$inferInsert>;

/** The stored schedule keyed mon..sun; a missing (demo seller) or partial one falls back to spec §3's defaults. */
function workScheduleOf(stored: Record<string, string> | null): WorkSchedule {
  const schedule = { ...defaultWorkSchedule };
  if (stored) for (const day of weekDays) if (typeof stored[day] === 'string') schedule[day] = stored[day];
  return schedule;
}

/** A `companies` row as its owner (and moderators) see it: the Company entity of spec §3. */
export function toCompanyDetail(row: CompanyRow): CompanyDetail {
  return {
    id: row.id,
    inn: row.inn,
    full_name: row.fullName,
    ogrn: row.ogrn,
    kpp: row.kpp,
    legal_address: row.legalAddress,
    bik: row.bik,
    bank_name: row.bankName,
    bank_account: row.bankAccount,
    correspondent_account: row.correspondentAccount,
    name: row.name,
    logo: row.logoUrl,
    address: row.address,
    phone: row.phone,
    seller_type: row.sellerType,
    online_payment_available: row.onlinePaymentAvailable,
    order_processing_type: row.orderProcessingType,
    auto_percentage: row.autoPercentage,
    images: row.imageUrls,
    work_schedule: workScheduleOf(row.workSchedule),
    moderation_status: row.moderationStatus,
  };
}

/** The columns the company form writes, from a validated body. */
export function companyValues(input: CompanyInput): CompanyValues {
  return {
    inn: input.inn,
    fullName: input.full_name,
    ogrn: input.ogrn,
    kpp: input.kpp,
    legalAddress: input.legal_address,
    bik: input.bik,
    bankName: input.bank_name,
    bankAccount: input.bank_account,
    correspondentAccount: input.correspondent_account,
    name: input.name,
    sellerType: input.seller_type,
    onlinePaymentAvailable: input.online_payment_available,
    orderProcessingType: input.order_processing_type,
    autoPercentage: input.auto_percentage,
    address: input.address,
    phone: input.phone,
    workSchedule: input.work_schedule,
  };
}

export function companiesRepository(db: Db) {
  return {
    async byUser(userId: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.userId, userId));
      return row;
    },

    async byId(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    /** Inserts the user's first company; undefined when the user already has one (one per user). */
    async insert(userId: number, values: CompanyValues & { name: string }): Promise<CompanyRow | undefined> {
      const [row] = await db
        .insert(companies)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: companies.userId })
        .returning();
      return row;
    },

    /**
     * Reads the user's company under a row lock and writes what `change` decides from it, in one
     * transaction, so two saves (or a save and a moderation) never interleave. `change` may throw to
     * refuse; undefined when the user has no company.
     */
    async updateOwn(
      userId: number,
      change: (current: CompanyRow) => CompanyValues | null,
    ): Promise<CompanyRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(companies).where(eq(companies.userId, userId)).for('update');
        if (!current) return undefined;
        const values = change(current);
        if (!values) return current;
        const [row] = await tx
          .update(companies)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(companies.id, current.id))
          .returning();
        return row;
      });
    },

    async setStatus(id: number, status: ModerationStatus, tx: Db = db): Promise<CompanyRow | undefined> {
      const [row] = await tx
        .update(companies)
        .set({ moderationStatus: status, updatedAt: sql`now()` })
        .where(eq(companies.id, id))
        .returning();
      return row;
    },

    /** A page of the companies in a moderation status, the longest waiting first, and their count. */
    async queue(status: ModerationStatus, { limit, offset }: { limit: number; offset: number }) {
      const where = eq(companies.moderationStatus, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ company: companies, user: { id: users.id, name: users.name } })
          .from(companies)
          .innerJoin(users, eq(users.id, companies.userId))
          .where(where)
          .orderBy(asc(companies.updatedAt), asc(companies.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(companies).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
