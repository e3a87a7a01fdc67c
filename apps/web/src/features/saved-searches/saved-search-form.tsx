import { lazyPart } from '../../shared/lib/lazy-part.tsx';
import { Skeleton } from '../../shared/ui/index.ts';

/** The saved search's form, loaded when first shown: the search page does not carry its checks. */
export const SavedSearchForm = lazyPart(
  () => import('./SavedSearchForm.tsx').then((module) => module.SavedSearchForm),
  <Skeleton height={120} />,
);
