import { z } from 'zod';
import { messages } from '../messages.ts';

/** What a placement package or a tariff gives (record 0087): raises to the top of search, VIP placements. */
export const promotionKinds = ['raise', 'vip'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** How long a VIP placement lasts. */
export const vipPlacementDays = 7;

/** The placement packages on sale (spec §2 /profile/packages), prices in rubles. */
export const placementPackages = [
  { id: 'raise_5', kind: 'raise', count: 5, price: 199 },
  { id: 'raise_20', kind: 'raise', count: 20, price: 599 },
  { id: 'vip_1', kind: 'vip', count: 1, price: 299 },
  { id: 'vip_5', kind: 'vip', count: 5, price: 1190 },
] as const satisfies readonly { id: string; kind: PromotionKind; count: number; price: number }[];
export type PlacementPackageId = (typeof placementPackages)[number]['id'];
const packageIds = placementPackages.map((item) => item.id) as [PlacementPackageId, ...PlacementPackageId[]];

export const creditsSchema = z.object({ raise: z.number().int(), vip: z.number().int() });
export type Credits = z.infer<typeof creditsSchema>;

export const placementPackageSchema = z.object({
  id: z.enum(packageIds),
  kind: z.enum(promotionKinds),
  count: z.number().int(),
  price: z.number(),
  name: z.string(),
});
export type PlacementPackage = z.infer<typeof placementPackageSchema>;

/** `GET /api/packages`: what is on sale and what the person has left. */
export const packagesReplySchema = z.object({
  data: z.array(placementPackageSchema),
  credits: creditsSchema,
});
export type PackagesReply = z.infer<typeof packagesReplySchema>;

/** `POST /api/packages`: buy one package from the wallet. */
export const packageBuyBodySchema = z.object({
  package_id: z.enum(packageIds, { error: messages.packageNotFound }),
});
export type PackageBuyBody = z.infer<typeof packageBuyBodySchema>;
export const packageBoughtReplySchema = z.object({ message: z.string(), credits: creditsSchema });
