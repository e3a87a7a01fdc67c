import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { limits } from '@mp/contract';

interface RouteHistoryState {
  /** Last visited locations (path and query), oldest first. */
  visited: string[];
  record: (location: string) => void;
}

/** Spec §2: the last 10 visited routes, kept for this tab's session. */
export const useRouteHistory = create<RouteHistoryState>()(
  persist(
    (set, get) => ({
      visited: [],
      record(location) {
        const { visited } = get();
        if (visited.at(-1) === location) return;
        set({ visited: [...visited, location].slice(-limits.routeHistoryMax) });
      },
    }),
    { name: 'route_history', storage: createJSONStorage(() => sessionStorage) },
  ),
);
