import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { limits } from '@mp/contract';
import { keepShownPage } from '../features/pwa/index.ts';
import { usePageTitleStore } from '../shared/lib/page-title.ts';
import { useRouteHistory } from './route-history.ts';

/**
 * After each navigation: remember the route, have the worker keep the page for offline, set the title, and
 * scroll smoothly to the top after 100 ms.
 */
export function useNavigationEffects(title: string): void {
  const { pathname, search } = useLocation();
  const record = useRouteHistory((state) => state.record);

  useEffect(() => {
    record(pathname + search);
    keepShownPage(pathname + search);
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), limits.scrollTopDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, search, record]);

  const pageTitle = usePageTitleStore((state) => state.title);
  useEffect(() => {
    document.title = pageTitle ?? title;
  }, [pageTitle, title]);
}
