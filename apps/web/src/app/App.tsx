import { BrowserRouter } from 'react-router';
import { ServerScreen } from '../shared/lib/useMediaQuery.ts';
import type { FirstData } from './first-data.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import '../shared/ui/global.css';

/** `firstData`: what the server drew the page from, when it did (the app then hydrates that page). */
export function App({ firstData }: { firstData?: FirstData }) {
  return (
    <ServerScreen value={{ desktop: firstData?.desktop ?? false }}>
      <Providers firstData={firstData?.state}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ServerScreen>
  );
}
