import { useEffect } from 'react';
import { create } from 'zustand';

interface PageTitleState {
  /** A title the screen made from its own data, preferred over the route table's. */
  title: string | null;
}

export const usePageTitleStore = create<PageTitleState>(() => ({ title: null }));

/** Gives the tab the screen's own title while it is shown (search results name what, where and how many). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    usePageTitleStore.setState({ title });
    document.title = title;
  }, [title]);
  useEffect(() => () => usePageTitleStore.setState({ title: null }), []);
}
