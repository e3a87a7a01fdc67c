import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import '../shared/ui/global.css';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
