import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { Providers } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import '../shared/ui/global.css';

export function App({ firstData }: { firstData?: DehydratedState }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <Providers firstData={firstData}>
      <RouterProvider router={router} />
    </Providers>
  );
}
