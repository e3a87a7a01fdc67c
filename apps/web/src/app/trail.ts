import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { breadcrumbs, shellChrome } from '@mp/contract';
import { appRoutes } from './routes.tsx';
import type { AppRoute, CrumbContext, Label } from './route-table.ts';

export interface TrailItem {
  label: string;
  /** Absent on the current screen, which is not a link. */
  to?: string;
}

export interface ResolvedScreen {
  route: AppRoute;
  /** Breadcrumbs from Главная to the current screen; fewer than two means there is nothing to show. */
  trail: TrailItem[];
  /** Document title. */
  title: string;
}

interface Located {
  pathname: string;
  search: string;
}

type Lookup = (queryKey: QueryKey) => unknown;

const toObjects = (routes: readonly AppRoute[]): RouteObject[] =>
  routes.map((route) => ({ path: route.path, handle: route }));

function match(objects: RouteObject[], pathname: string): { route: AppRoute; params: Params } | null {
  const leaf = matchRoutes(objects, pathname)?.at(-1);
  return leaf ? { route: leaf.route.handle as AppRoute, params: leaf.params } : null;
}

const labelOf = (label: Label | undefined, context: CrumbContext): string | undefined =>
  typeof label === 'function' ? label(context) : label;

/**
 * Which screen a location shows, its breadcrumb trail and its title, all read from the route
 * table. Each path prefix that is itself a screen with a breadcrumb becomes a link in the trail
 * (`/profile/orders/7` → Главная › Все заказы › Детали заказа).
 */
export function resolveScreen(
  location: Located,
  cached: Lookup,
  routes: readonly AppRoute[] = appRoutes,
): ResolvedScreen {
  const all = toObjects(routes);
  const concrete = toObjects(routes.filter((route) => route.path !== '*'));
  const search = new URLSearchParams(location.search);
  const current = match(all, location.pathname);
  if (!current) throw new Error('The route table needs a catch-all entry');

  const trail: TrailItem[] = [{ label: breadcrumbs.home, to: '/' }];
  const segments = location.pathname.split('/').filter(Boolean);
  for (let depth = 1; depth < segments.length; depth++) {
    const prefix = `/${segments.slice(0, depth).join('/')}`;
    const ancestor = match(concrete, prefix);
    const label = ancestor && labelOf(ancestor.route.crumb, { params: ancestor.params, search, cached });
    if (label) trail.push({ label, to: prefix });
  }
  const context = { params: current.params, search, cached };
  const crumb = labelOf(current.route.crumb, context);
  if (crumb && current.route.path !== '/') trail.push({ label: crumb });

  const name = labelOf(current.route.title, context) ?? crumb;
  const title =
    current.route.path === '/' || !name
      ? `${shellChrome.brand} — ${shellChrome.tagline}`
      : `${name} — ${shellChrome.brand}`;
  return { route: current.route, trail, title };
}
