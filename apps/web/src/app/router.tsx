import type { ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { inProfileLayout } from '../features/profile-layout/index.ts';
import { AppLayout } from './AppLayout.tsx';
import { RequireAuth, RequireGuest } from './RequireAuth.tsx';
import { lazyPage, type AppRoute } from './route-table.ts';
import { appRoutes } from './routes.tsx';
import { resolveScreen } from './trail.ts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

/** The profile screens' layout, with its sidebar, comes with the first profile screen opened. */
const ProfileLayout = lazyPage(() => import('../features/profile-layout/ProfileLayout.tsx'), 'ProfileLayout');

/** Keeps the query string when an old-style address moves (`/search?search=x` → `/search/россия?search=x`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}

function Screen({ route }: { route: AppRoute }) {
  switch (route.kind) {
    case 'page':
      return <route.page />;
    case 'redirect':
      return <Redirect to={route.to} />;
  }
}

const toObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <Screen route={route} />,
});

/** The profile screens share the layout with the sidebar menu (spec §2); the rest sit directly. */
function withProfileLayout(routes: readonly AppRoute[]): RouteObject[] {
  const profile = routes.filter(inProfileLayout);
  const layout: RouteObject[] = profile.length
    ? [{ element: <ProfileLayout />, children: profile.map(toObject) }]
    : [];
  return [...layout, ...routes.filter((route) => !inProfileLayout(route)).map(toObject)];
}

/**
 * React Router configuration from the route table (declarative mode: record 0096): public screens directly under the shell,
 * auth screens behind the guard, guest-only screens behind theirs. `layout` is replaceable so that tests can skip the shell.
 */
export function buildRoutes(
  layout: ReactNode = <AppLayout />,
  routes: readonly AppRoute[] = appRoutes,
): RouteObject[] {
  return [
    {
      element: <ScreenErrorBoundary>{layout}</ScreenErrorBoundary>,
      children: [
        ...withProfileLayout(routes.filter((route) => route.access === 'public')),
        {
          element: <RequireAuth />,
          children: withProfileLayout(routes.filter((route) => route.access === 'auth')),
        },
        {
          element: <RequireGuest />,
          children: routes.filter((route) => route.access === 'guest').map(toObject),
        },
      ],
    },
  ];
}

/** Loads the code of the screen at `pathname`, so that its first render does not wait for it. */
export async function preloadScreen(pathname: string): Promise<void> {
  const { route } = resolveScreen({ pathname, search: '' }, () => undefined);
  if (route.kind === 'page') await route.page.preload();
}

const appRouteObjects = buildRoutes();

/** The screens of the route table, for a `BrowserRouter` in the browser and a `StaticRouter` on the server. */
export function AppRoutes() {
  return useRoutes(appRouteObjects);
}
