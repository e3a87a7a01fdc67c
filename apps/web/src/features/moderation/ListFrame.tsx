import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { moderationLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, EmptyState, Skeleton } from '../../shared/ui/index.ts';
import styles from './Moderation.module.css';

interface Props<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: string;
  render: (item: T) => ReactNode;
}

/** A moderation list: loading, its error, the empty state, the items and «Показать ещё». */
export function ListFrame<T extends { id: number }>({ query, empty, render }: Props<T>) {
  if (query.isPending) return <Skeleton height={240} />;
  if (query.isError) {
    return <EmptyState icon="warning" title={errorMessage(query.error, moderationLabels.loadError)} />;
  }
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState icon="check" title={empty} />;
  return (
    <>
      <ul className={styles.list}>{items.map(render)}</ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {moderationLabels.showMore}
        </Button>
      )}
    </>
  );
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** The first `max` characters of a description, cut at a word where possible. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
