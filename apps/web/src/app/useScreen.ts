import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { resolveScreen, type ResolvedScreen, type TrailItem } from './trail.ts';

/**
 * The current screen's route entry, breadcrumbs and title. Labels made from loaded data (a
 * product's name) update as soon as that data lands in the query cache.
 */
export function useScreen(): ResolvedScreen {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const cached = useCallback((key: QueryKey) => queryClient.getQueryData(key), [queryClient]);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A string snapshot keeps useSyncExternalStore stable while the cache churns with unrelated queries.
  const snapshot = () => {
    const { trail, title } = resolveScreen({ pathname, search }, cached);
    return JSON.stringify({ trail, title });
  };
  const labels = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const { trail, title } = JSON.parse(labels) as { trail: TrailItem[]; title: string };
    const { route } = resolveScreen({ pathname, search }, () => undefined);
    return { route, trail, title };
  }, [labels, pathname, search]);
}
