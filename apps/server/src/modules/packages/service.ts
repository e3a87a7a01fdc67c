import crypto from 'node:crypto';
import {
  messages,
  packageLabels,
  placementPackages,
  type Credits,
  type PackageBuyBody,
  type PackagesReply,
  type PromotionKind,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { kopecks } from '../products/index.ts';
import type { WalletLedger } from '../wallet/index.ts';
import type { PackagesRepository } from './repository.ts';

export type PackagesService = ReturnType<typeof packagesService>;

interface PackagesDeps {
  repository: PackagesRepository;
  wallet: Pick<WalletLedger, 'once' | 'charge'>;
}

/**
 * Placement packages (record 0087): raises and VIP placements bought from the wallet or given by a tariff,
 * kept as credits; the ads module spends one when the seller promotes an ad.
 */
export function packagesService({ repository, wallet }: PackagesDeps) {
  return {
    async list(userId: number): Promise<PackagesReply> {
      return {
        data: placementPackages.map((item) => ({ ...item, name: packageLabels.names[item.id] })),
        credits: await repository.credits(userId),
      };
    },

    /** Buys one package from the wallet under an `Idempotency-Key`; 409 when the balance is short. */
    async buy(
      userId: number,
      key: string,
      body: PackageBuyBody,
    ): Promise<{ message: string; credits: Credits }> {
      const item = placementPackages.find((candidate) => candidate.id === body.package_id)!;
      await wallet.once(userId, key, ['package', body], async (tx) => {
        const paid = await wallet.charge(tx, userId, kopecks(item.price), {
          kind: 'package',
          description: packageLabels.packageText(packageLabels.names[item.id]),
          reference: `package:${crypto.randomUUID()}`,
        });
        if (!paid) throw new HttpError(409, messages.insufficientFunds);
        await repository.grant(tx, userId, item.kind, item.count);
        return item.id;
      });
      return { message: messages.packageBought, credits: await repository.credits(userId) };
    },

    /** Credits a tariff gives, in the caller's transaction. */
    grant: (tx: Db, userId: number, kind: PromotionKind, count: number) =>
      count > 0 ? repository.grant(tx, userId, kind, count) : Promise.resolve(),

    /** Takes one credit in the caller's transaction; false when none is left. */
    spend: (tx: Db, userId: number, kind: PromotionKind) => repository.spend(tx, userId, kind),
  };
}
