import { useState } from 'react';
import { useLocation } from 'react-router';

/** The query shown in search results (`search`, or its alias `query`), or null off the search screen. */
function urlQuery(pathname: string, search: string): string | null {
  if (!pathname.startsWith('/search')) return null;
  const params = new URLSearchParams(search);
  return params.get('search') ?? params.get('query') ?? '';
}

/**
 * The search field's text: free to edit, but set to the results' query whenever the search
 * screen's URL changes (after a search, back/forward, or a link).
 */
export function useSearchText(): [string, (value: string) => void] {
  const { pathname, search } = useLocation();
  const fromUrl = urlQuery(pathname, search);
  const [value, setValue] = useState(fromUrl ?? '');
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (fromUrl !== null) setValue(fromUrl);
  }
  return [value, setValue];
}
