import type { ReactNode } from 'react';
import type { Category } from '@mp/contract';
import { shellChrome } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { useCategories } from './api.ts';

/** Renders the catalogue once loaded, with a skeleton before and a retry on failure. */
export function CatalogueState({ children }: { children: (categories: Category[]) => ReactNode }) {
  const { data, isPending, isError, refetch } = useCategories();
  if (isPending) {
    return (
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={28} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        compact
        title={shellChrome.categoriesLoadError}
        action={
          <Button variant="secondary" size="s" onClick={() => void refetch()}>
            {shellChrome.retry}
          </Button>
        }
      />
    );
  }
  return children(data);
}
