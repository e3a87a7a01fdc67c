import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { SectionPage } from '../pages/section/SectionPage.tsx';
import { AppLayout } from './AppLayout.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { RequireAuth, RequireGuest } from './RequireAuth.tsx';
import type { AppRoute } from './route-table.ts';
import { appRoutes } from './routes.tsx';

/** Keeps the query string when an old-style address moves (`/search?search=x` → `/search/россия?search=x`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}

function Screen({ route }: { route: AppRoute }) {
  switch (route.kind) {
    case 'page':
      return <route.page />;
    case 'section':
      return <SectionPage {...route.section} />;
    case 'redirect':
      return <Redirect to={route.to} />;
  }
}

const toObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <Screen route={route} />,
  handle: route,
});

/**
 * React Router configuration from the route table: public screens directly under the shell,
 * auth screens behind the guard, guest-only screens behind theirs. `layout` is replaceable so that tests can skip the shell.
 */
export function buildRoutes(
  layout: ReactNode = <AppLayout />,
  routes: readonly AppRoute[] = appRoutes,
): RouteObject[] {
  return [
    {
      element: layout,
      errorElement: <ErrorScreen />,
      children: [
        ...routes.filter((route) => route.access === 'public').map(toObject),
        {
          element: <RequireAuth />,
          children: routes.filter((route) => route.access === 'auth').map(toObject),
        },
        {
          element: <RequireGuest />,
          children: routes.filter((route) => route.access === 'guest').map(toObject),
        },
      ],
    },
  ];
}
