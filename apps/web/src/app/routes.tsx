import type { AppRoute } from './route-table.ts';
import { accountRoutes } from './account-routes.ts';
import { publicRoutes } from './public-routes.ts';

/**
 * Every screen of spec §2, in one table: the router, the auth guard, the breadcrumbs and the
 * document title all read it. Order matters only for readability; matching is by specificity.
 */
export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...accountRoutes];
