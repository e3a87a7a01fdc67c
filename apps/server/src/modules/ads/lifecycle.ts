import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  adActionsByState,
  adLimits,
  adStates,
  checkAd,
  messages,
  type AdAction,
  type AdState,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

const dayMs = 24 * 60 * 60 * 1000;

export type AdCheckInput = Parameters<typeof checkAd>[0];

/** The columns a move writes beside the status. */
interface StateValues {
  status: AdState;
  expiresAt?: Date | null;
  moderationNote?: string | null;
}

/** A new state with the message the seller sees. */
export interface Verdict {
  values: StateValues & { status: 'active' | 'moderation' };
  message: string;
}

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
} satisfies Record<string, AdState[]>;

export type AdLifecycle = ReturnType<typeof adLifecycle>;

/**
 * The ad's state machine, and the only place an ad's status is written. Each move is a compare-and-set
 * from the states it may start from: a move from any other state (or one that lost a race) changes
 * nothing and resolves to false. `tx` lets a caller make a move part of its own transaction.
 */
export function adLifecycle({ db, now }: { db: Db; now: () => Date }) {
  const placementEnd = (at: Date) => new Date(at.getTime() + adLimits.placementDays * dayMs);

  /** The automatic check's verdict: active for a placement period, or on moderation with the reason. */
  function checked(ad: AdCheckInput, at: Date): Verdict {
    const verdict = checkAd(ad);
    return verdict.status === 'active'
      ? {
          values: { status: 'active', expiresAt: placementEnd(at), moderationNote: null },
          message: messages.adPublished,
        }
      : {
          values: { status: 'moderation', expiresAt: null, moderationNote: verdict.note },
          message: messages.adSentToModeration,
        };
  }

  async function move(id: number, from: readonly AdState[], values: StateValues | object, tx: Db = db) {
    const rows = await tx
      .update(products)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(products.id, id), inArray(products.status, [...from])))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /** Publishing again after a sale, an archive or an expiry: the automatic check runs again. */
  async function republish(id: number, from: readonly AdState[], ad: AdCheckInput, success: string) {
    const verdict = checked(ad, now());
    const moved = await move(id, from, verdict.values);
    const message = verdict.values.status === 'moderation' ? verdict.message : success;
    return moved ? { status: verdict.values.status, message } : undefined;
  }

  return {
    /** The first state of a new ad (from the form or a draft): the columns to insert it with. */
    firstState: (ad: AdCheckInput): Verdict => checked(ad, now()),

    /**
     * The state after the seller edits an ad, or undefined to keep it: an active ad is checked again
     * (and may go to moderation); one on moderation or rejected goes (back) to moderation.
     */
    stateAfterEdit(current: AdState, ad: AdCheckInput): Verdict | undefined {
      const verdict = checkAd(ad);
      const note = verdict.status === 'moderation' ? verdict.note : null;
      if (current === 'active' && verdict.status === 'moderation') {
        return {
          values: { status: 'moderation', expiresAt: null, moderationNote: note },
          message: messages.adSentToModeration,
        };
      }
      if (current === 'moderation' || current === 'rejected') {
        return {
          values: { status: 'moderation', moderationNote: note },
          message: messages.adSentToModeration,
        };
      }
      return undefined;
    },

    /**
     * The seller's edit, in the caller's transaction that saves the fields: a compare-and-set from the
     * state the edit read to `stateAfterEdit`'s verdict, or to the same state. False when the ad moved
     * meanwhile (a moderator decided, the seller sold it): the edit must not overwrite that.
     */
    edit: (id: number, read: AdState, next: Verdict | undefined, tx: Db) =>
      move(id, [read], next?.values ?? {}, tx),

    /** A moderator's approval: from the queue a new placement period starts; a live ad keeps its own. */
    approve: (id: number, tx?: Db) =>
      move(
        id,
        adMoves.approve,
        {
          status: 'active',
          moderationNote: null,
          expiresAt: sql`case when ${products.status} = 'moderation'
            then ${placementEnd(now())}::timestamptz else ${products.expiresAt} end`,
        },
        tx,
      ),

    /** A moderator's rejection, with the reason the seller reads. */
    reject: (id: number, reason: string, tx?: Db) =>
      move(id, adMoves.reject, { status: 'rejected', moderationNote: reason }, tx),

    sell: (id: number) => move(id, adMoves.sell, { status: 'sold', expiresAt: null }),

    archive: (id: number) => move(id, adMoves.archive, { status: 'archived', expiresAt: null }),

    renew: (id: number, ad: AdCheckInput) => republish(id, adMoves.renew, ad, messages.adRenewed),

    relist: (id: number, ad: AdCheckInput) => republish(id, adMoves.relist, ad, messages.adRelisted),

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
