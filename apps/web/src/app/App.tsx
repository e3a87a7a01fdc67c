import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ServerScreen } from '../shared/lib/useMediaQuery.ts';
import type { FirstData } from './first-data.ts';
import { Providers } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import '../shared/ui/global.css';

/** `firstData`: what the server drew the page from, when it did (the app then hydrates that page). */
export function App({ firstData }: { firstData?: FirstData }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <ServerScreen value={{ desktop: firstData?.desktop ?? false }}>
      <Providers firstData={firstData?.state}>
        <RouterProvider router={router} />
      </Providers>
    </ServerScreen>
  );
}
