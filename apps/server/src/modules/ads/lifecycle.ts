import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  adActionsByState,
  adLimits,
  adStates,
  messages,
  type AdAction,
  type AdState,
  type Screening,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The columns a move writes beside the status. */
interface StateValues {
  status: AdState;
  expiresAt?: Date | null;
  moderationNote?: string | null;
  screeningFindings?: Screening['findings'] | null;
  screeningRisk?: number;
  refusedByCheck?: boolean;
}

/** A new state with the message the seller sees. */
export interface Verdict {
  values: StateValues & { status: 'active' | 'moderation' | 'rejected' };
  message: string;
}

/** The checks' findings as the ad keeps them. */
const screened = (screening: Screening) => ({
  screeningFindings: screening.findings.length > 0 ? screening.findings : null,
  screeningRisk: screening.risk,
});

/** The states a seller's action may start from, as `adActionsByState` (the web's buttons) says. */
const sellerActionFrom = (action: AdAction): AdState[] =>
  adStates.filter((state) => adActionsByState[state].includes(action));

/** The states each move starts from. A moderator decides on the queue and on a reported live ad. */
export const adMoves = {
  approve: ['moderation', 'active'],
  reject: ['moderation', 'active'],
  sell: sellerActionFrom('sold'),
  archive: sellerActionFrom('archive'),
  renew: sellerActionFrom('renew'),
  relist: sellerActionFrom('relist'),
  expire: ['active'],
  appeal: ['rejected'],
} satisfies Record<string, AdState[]>;

export type AdLifecycle = ReturnType<typeof adLifecycle>;

/**
 * The ad's state machine, and the only place an ad's status is written. Each move is a compare-and-set
 * from the states it may start from: a move from any other state (or one that lost a race) changes
 * nothing and resolves to false. `tx` lets a caller make a move part of its own transaction.
 */
export function adLifecycle({ db, now }: { db: Db; now: () => Date }) {
  const placementEnd = (at: Date) => new Date(at.getTime() + adLimits.placementDays * dayMs);

  /**
   * The automatic checks' verdict (issue 33): live for a placement period, held for a moderator with the
   * reasons, or returned to the seller with them.
   */
  function checked(screening: Screening, at: Date): Verdict {
    const kept = { ...screened(screening), moderationNote: screening.note };
    switch (screening.verdict) {
      case 'clean':
        return {
          values: { status: 'active', expiresAt: placementEnd(at), ...kept, refusedByCheck: false },
          message: messages.adPublished,
        };
      case 'doubt':
        return {
          values: { status: 'moderation', expiresAt: null, ...kept, refusedByCheck: false },
          message: messages.adSentToModeration,
        };
      case 'refuse':
        return {
          values: { status: 'rejected', expiresAt: null, ...kept, refusedByCheck: true },
          message: messages.adReturnedToSeller,
        };
    }
  }

  /** The compare-and-set of every move: from one of `from` (and `also`, when given) to `values`. */
  async function move(
    id: number,
    from: readonly AdState[],
    values: StateValues | object,
    tx: Db = db,
    also?: SQL,
  ) {
    const rows = await tx
      .update(products)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(products.id, id), inArray(products.status, [...from]), also))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /** Publishing again after a sale, an archive or an expiry: the automatic checks run again. */
  async function republish(
    id: number,
    from: readonly AdState[],
    screening: Screening,
    success: string,
    tx: Db = db,
  ) {
    const verdict = checked(screening, now());
    const moved = await move(id, from, verdict.values, tx);
    const message = verdict.values.status === 'active' ? success : verdict.message;
    return moved ? { status: verdict.values.status, message, note: screening.note } : undefined;
  }

  return {
    /** The first state of a new ad (from the form or a draft): the columns to insert it with. */
    firstState: (screening: Screening): Verdict => checked(screening, now()),

    /**
     * The state after the seller edits an ad, by the checks' verdict on the new text; undefined keeps the
     * state (a sold, archived or expired ad is checked when it is published again). A live ad stays live
     * when clean. A refusal returns the ad, a doubt holds it. Clean, an ad held or returned by the checks
     * goes live; one a moderator rejected goes back to a moderator.
     */
    stateAfterEdit(current: AdState, refusedByCheck: boolean, screening: Screening): Verdict | undefined {
      if (current !== 'active' && current !== 'moderation' && current !== 'rejected') return undefined;
      const verdict = checked(screening, now());
      if (verdict.values.status !== 'active') return verdict;
      if (current === 'active')
        return { values: { status: 'active', ...screened(screening) }, message: messages.adUpdated };
      if (current === 'rejected' && !refusedByCheck) {
        return {
          values: { status: 'moderation', expiresAt: null, ...screened(screening), moderationNote: null },
          message: messages.adSentToModeration,
        };
      }
      return verdict;
    },

    /**
     * The seller's edit, in the caller's transaction that saves the fields: a compare-and-set from the
     * state the edit read to `stateAfterEdit`'s verdict, or to the same state. False when the ad moved
     * meanwhile (a moderator decided, the seller sold it): the edit must not overwrite that.
     */
    edit: (id: number, read: AdState, next: Verdict | undefined, tx: Db) =>
      move(id, [read], next?.values ?? {}, tx),

    /**
     * The checks found more after the ad was saved (its pictures, hashed off the request): a doubt holds a
     * live ad for a moderator, or adds to the reasons of one held already; a refusal returns it. A clean
     * verdict moves nothing; nor does one on an ad that left the state read meanwhile (undefined).
     */
    async recheck(id: number, read: AdState, screening: Screening, tx?: Db): Promise<Verdict | undefined> {
      if (screening.verdict === 'clean' || (read !== 'active' && read !== 'moderation')) return undefined;
      const verdict = checked(screening, now());
      return (await move(id, [read], verdict.values, tx)) ? verdict : undefined;
    },

    /**
     * A moderator's approval: from the queue a new placement period starts; a live ad keeps its own. The
     * findings they saw are cleared for later edits, added to those cleared before.
     */
    approve: (id: number, tx?: Db) =>
      move(
        id,
        adMoves.approve,
        {
          status: 'active',
          moderationNote: null,
          appealComment: null,
          refusedByCheck: false,
          clearedFindings: sql`coalesce(${products.clearedFindings}, '[]'::jsonb)
            || coalesce(${products.screeningFindings}, '[]'::jsonb)`,
          expiresAt: sql`case when ${products.status} = 'moderation'
            then ${placementEnd(now())}::timestamptz else ${products.expiresAt} end`,
        },
        tx,
      ),

    /** A moderator's rejection, with the reason the seller reads. */
    reject: (id: number, reason: string, tx?: Db) =>
      move(
        id,
        adMoves.reject,
        { status: 'rejected', moderationNote: reason, appealComment: null, refusedByCheck: false },
        tx,
      ),

    /** The seller's appeal of a refusal: back to a moderator with their comment, once per ad. */
    appeal: (id: number, comment: string) =>
      move(
        id,
        adMoves.appeal,
        { status: 'moderation', appealComment: comment, appealedAt: now() },
        db,
        isNull(products.appealedAt),
      ),

    sell: (id: number) => move(id, adMoves.sell, { status: 'sold', expiresAt: null }),

    archive: (id: number) => move(id, adMoves.archive, { status: 'archived', expiresAt: null }),

    renew: (id: number, screening: Screening, tx?: Db) =>
      republish(id, adMoves.renew, screening, messages.adRenewed, tx),

    relist: (id: number, screening: Screening, tx?: Db) =>
      republish(id, adMoves.relist, screening, messages.adRelisted, tx),

    /** Active ads whose placement period is over become expired; resolves to their ids. */
    async expireDue(): Promise<number[]> {
      const at = now();
      const rows = await db
        .update(products)
        .set({ status: 'expired', updatedAt: at })
        .where(and(inArray(products.status, adMoves.expire), lte(products.expiresAt, at)))
        .returning({ id: products.id });
      return rows.map((row) => row.id);
    },
  };
}
