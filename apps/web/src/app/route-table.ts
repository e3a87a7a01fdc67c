import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { screenWhenOnline } from './ScreenWhenOnline.tsx';

/** `guest`: only without a session (the authorization screen); signed-in users go to their ads. */
export type Access = 'public' | 'auth' | 'guest';

export interface CrumbContext {
  params: Params;
  search: URLSearchParams;
  /** Data some screen already loaded (TanStack Query cache), e.g. the product for its name. */
  cached: (queryKey: QueryKey) => unknown;
}

/** A label, or a function of the route's params and loaded data. */
export type Label = string | ((context: CrumbContext) => string);

interface RouteBase {
  /** Spec §2 name of the screen. */
  name: string;
  path: string;
  access: Access;
  /** Breadcrumb label; screens without one are left out of the trail. */
  crumb?: Label;
  /** Document title when it differs from the breadcrumb. */
  title?: Label;
  hideBreadcrumbs?: boolean;
  hideFooter?: boolean;
  /** Show the mobile category slider above the page (home). */
  categorySlider?: boolean;
  /**
   * A public screen that is the same for every guest (not drawn from their cart or favourites): the
   * server sends it with its first screen drawn (main-server.tsx).
   */
  serverRendered?: boolean;
}

/** A code-split screen that can be loaded ahead of its first render (`preload`). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

export type AppRoute =
  (RouteBase & { kind: 'page'; page: LazyScreen }) | (RouteBase & { kind: 'redirect'; to: string });

type Loaded = { default: ComponentType };

/** A thenable that calls back at once: React.lazy takes the module without suspending on it. */
const alreadyLoaded = (module: Loaded) =>
  ({ then: (resolve: (value: Loaded) => void) => resolve(module) }) as unknown as Promise<Loaded>;

/**
 * `lazyPage(() => import('./X.tsx'), 'XPage')`: code-split screen from a named export. A screen whose
 * code fails to come (opened offline) says «Нет подключения» at its address and loads when the network
 * is back (`screenWhenOnline`).
 * Once loaded (see `preload`), the screen renders at once: a server-drawn page is then hydrated in one
 * pass, with no part of it left waiting for code.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyScreen {
  let loaded: Loaded | undefined;
  const screen = async () => (loaded ??= { default: (await load())[exportName] as ComponentType });
  const component = lazy(() =>
    loaded ? alreadyLoaded(loaded) : screen().catch(() => ({ default: screenWhenOnline(screen) })),
  );
  // A preload does not wait for the network: offline, the screen says so as it renders (above).
  return Object.assign(component, { preload: async () => void (await screen()) });
}
