import { breadcrumbs } from '@mp/contract';
import { SavedSearchList } from '../../features/saved-searches/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /profile/saved-searches (record 0089): the searches the person saved, with their new ads. */
export function SavedSearchesPage() {
  return (
    <Page title={breadcrumbs.savedSearches}>
      <SavedSearchList />
    </Page>
  );
}
