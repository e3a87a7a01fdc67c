import { useState } from 'react';
import { Link } from 'react-router';
import { messages, savedSearchLabels, type SavedSearch } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, EmptyState, InlineError, Skeleton } from '../../shared/ui/index.ts';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch, useVisitSavedSearch } from './api.ts';
import { SavedSearchForm } from './saved-search-form.tsx';
import styles from './SavedSearches.module.css';

function Row({ search }: { search: SavedSearch }) {
  const [editing, setEditing] = useState(false);
  const visit = useVisitSavedSearch();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();

  return (
    <li className={styles.row}>
      <div className={styles.summary}>
        {/* Opening it marks its ads seen; the link itself goes to the search page. */}
        <Link className={styles.name} to={search.url} onClick={() => visit.mutate(search.id)}>
          {search.name}
        </Link>
        <span className={search.new_count > 0 ? styles.new : styles.muted}>
          {search.new_count > 0 ? savedSearchLabels.newAds(search.new_count) : savedSearchLabels.noNewAds}
        </span>
        <span className={styles.muted}>{savedSearchLabels.notifyOptions[search.notify]}</span>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="s" onClick={() => setEditing((open) => !open)}>
          {savedSearchLabels.rename}
        </Button>
        <Button
          variant="ghost"
          size="s"
          disabled={remove.isPending}
          aria-label={`${savedSearchLabels.remove}: ${search.name}`}
          onClick={() => remove.mutate(search.id)}
        >
          {savedSearchLabels.remove}
        </Button>
      </div>
      {editing && (
        <div className={styles.edit}>
          <SavedSearchForm
            defaultValues={{ name: search.name, notify: search.notify }}
            fallback={messages.savedSearchSaveError}
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              await update.mutateAsync({ id: search.id, ...values });
              setEditing(false);
            }}
          />
        </div>
      )}
    </li>
  );
}

/** The person's saved searches: each opens its search page, shows its new ads, is renamed or deleted. */
export function SavedSearchList() {
  const list = useSavedSearches();
  if (list.isPending) {
    return (
      <div aria-busy="true" className={styles.list}>
        <Skeleton height={72} radius={12} />
        <Skeleton height={72} radius={12} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <InlineError
        message={errorMessage(list.error, messages.savedSearchesLoadError)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return <EmptyState icon="search" title={savedSearchLabels.empty} hint={savedSearchLabels.emptyHint} />;
  }
  return (
    <ul className={styles.list}>
      {list.data.map((search) => (
        <Row key={search.id} search={search} />
      ))}
    </ul>
  );
}
