import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import {
  messages,
  myAdsLabels,
  myAdsStates,
  screenLabels,
  statsLabels,
  type DraftSummary,
  type PromotionKind,
  type MyAd,
  type MyAdsState,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Price } from '../../shared/ui/Price.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { ProductImage } from '../../shared/ui/ProductImage.tsx';
import { deleteAd, deleteDraft, runAdAction, useMyAds, useMyAdsMutation, useMyDrafts } from './api.ts';
import { formatDayMonth } from './format.ts';
import { Appeal } from './Appeal.tsx';
import { Promotions, VipMark } from './Promotions.tsx';
import styles from './MyAds.module.css';

type Tab = MyAdsState | 'drafts';
const tabs: readonly Tab[] = [...myAdsStates, 'drafts'];
const isTab = (value: string | null): value is Tab =>
  value !== null && (tabs as readonly string[]).includes(value);
const tabLabel = (tab: Tab) => (tab === 'drafts' ? myAdsLabels.drafts : myAdsLabels.states[tab]);

/** `/profile/ads`: the seller's ads by state with counts, each with its actions, and the drafts. */
export function MyAds() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const tab: Tab = isTab(raw) ? raw : 'active';
  // The counts come with every state's list; on the drafts tab the active list gives them.
  const ads = useMyAds(tab === 'drafts' ? 'active' : tab);
  const drafts = useMyDrafts(tab === 'drafts');
  const first = ads.data?.pages[0];
  const count = (item: Tab) => (item === 'drafts' ? first?.drafts : first?.counts[item]);

  return (
    <div className={styles.root}>
      <Link to="/profile/stats" className={styles.summary}>
        {statsLabels.summary}
      </Link>
      <div className={styles.tabs} role="tablist" aria-label={myAdsLabels.tabsLabel}>
        {tabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`my-ads-tab-${item}`}
            aria-selected={item === tab}
            aria-controls="my-ads-panel"
            className={styles.tab}
            onClick={() => setParams(item === 'active' ? {} : { status: item }, { replace: true })}
          >
            {tabLabel(item)}
            {count(item) !== undefined && <span className={styles.count}>{count(item)}</span>}
          </button>
        ))}
      </div>
      <div id="my-ads-panel" role="tabpanel" aria-labelledby={`my-ads-tab-${tab}`} className={styles.panel}>
        {tab === 'drafts' ? (
          <PagedList
            query={drafts}
            empty={myAdsLabels.draftsEmpty}
            row={(draft) => <DraftRow key={draft.id} draft={draft} />}
          />
        ) : (
          <PagedList query={ads} empty={screenLabels.adsEmpty} row={(ad) => <AdRow key={ad.id} ad={ad} />} />
        )}
      </div>
    </div>
  );
}

const emptyState = (title: string) => (
  <EmptyState
    icon="file"
    title={title}
    action={<ButtonLink to="/ad/create">{screenLabels.placeAd}</ButtonLink>}
  />
);

/** The ads' and the drafts' lists: loading, failure, empty, then the rows a page at a time. */
function PagedList<T extends { id: number }>({
  query,
  empty,
  row,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton height={240} />;
  if (query.isError)
    return <EmptyState icon="warning" title={errorMessage(query.error, myAdsLabels.loadError)} />;
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return emptyState(empty);
  return (
    <>
      <ul className={styles.list}>{items.map(row)}</ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {myAdsLabels.showMore}
        </Button>
      )}
    </>
  );
}

function Row({ image, alt, children }: { image: string | undefined; alt: string; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <ProductImage path={image} alt={alt} className={styles.cover} />
      <div className={styles.body}>{children}</div>
    </li>
  );
}

function AdRow({ ad }: { ad: MyAd }) {
  const [confirming, setConfirming] = useState(false);
  const action = useMyAdsMutation(runAdAction.bind(null, ad.id));
  const remove = useMyAdsMutation(() => deleteAd(ad.id));
  const busy = action.isPending || remove.isPending;

  const run = async (name: MyAd['actions'][number] | PromotionKind) => {
    try {
      const reply = await action.mutateAsync(name);
      toast.success(reply.message);
    } catch (error) {
      toast.error(errorMessage(error, myAdsLabels.actionError));
    }
  };
  const confirmDelete = async () => {
    try {
      const reply = await remove.mutateAsync(undefined);
      setConfirming(false);
      toast.success(reply.message ?? messages.productDeleted);
    } catch (error) {
      toast.error(errorMessage(error, myAdsLabels.actionError));
    }
  };

  return (
    <Row image={ad.images[0]?.path} alt={ad.name}>
      <Link to={`/product/${ad.id}`} className={styles.name}>
        {ad.name}
      </Link>
      <Price value={ad.price} kind={ad.kind} />
      <VipMark ad={ad} />
      <p className={styles.meta}>
        <span>{myAdsLabels.views(ad.views)}</span>
        <span>{myAdsLabels.favourites(ad.favourites)}</span>
        {ad.expires_at && <span>{myAdsLabels.expiresAt(formatDayMonth(ad.expires_at))}</span>}
      </p>
      {ad.status === 'rejected' && ad.rejection_reason && (
        <p className={styles.rejection}>
          <strong>{myAdsLabels.rejectionReason}:</strong> {ad.rejection_reason}
        </p>
      )}
      <div className={styles.actions}>
        {ad.actions.map((name) => (
          <Button key={name} size="s" disabled={busy} onClick={() => void run(name)}>
            {myAdsLabels.actions[name]}
          </Button>
        ))}
        <Appeal ad={ad} busy={busy} />
        <ButtonLink size="s" variant="secondary" to={`/ad/edit/${ad.id}`}>
          {myAdsLabels.edit}
        </ButtonLink>
        <ButtonLink size="s" variant="secondary" to={`/profile/ads/${ad.id}/stats`}>
          {statsLabels.open}
        </ButtonLink>
        <Button size="s" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
          {myAdsLabels.delete}
        </Button>
      </div>
      {ad.status === 'active' && <Promotions ad={ad} busy={busy} onRun={(kind) => void run(kind)} />}
      <ConfirmDialog
        open={confirming}
        title={myAdsLabels.deleteTitle}
        hint={myAdsLabels.deleteHint(ad.name)}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Row>
  );
}

function DraftRow({ draft }: { draft: DraftSummary }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMyAdsMutation(() => deleteDraft(draft.id));
  const name = draft.name?.trim() || myAdsLabels.untitledDraft;
  const confirmDelete = async () => {
    try {
      const reply = await remove.mutateAsync(undefined);
      setConfirming(false);
      toast.success(reply.message ?? messages.draftDeleted);
    } catch (error) {
      toast.error(errorMessage(error, myAdsLabels.actionError));
    }
  };
  return (
    <Row image={draft.cover?.path} alt={name}>
      <p className={styles.name}>{name}</p>
      {draft.price !== null && <Price value={draft.price} />}
      <p className={styles.meta}>{myAdsLabels.draftUpdated(formatDayMonth(draft.updated_at))}</p>
      <div className={styles.actions}>
        <ButtonLink size="s" to={`/ad/draft/${draft.id}`}>
          {myAdsLabels.continueDraft}
        </ButtonLink>
        <Button size="s" variant="ghost" disabled={remove.isPending} onClick={() => setConfirming(true)}>
          {myAdsLabels.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={myAdsLabels.deleteDraftTitle}
        hint={myAdsLabels.deleteDraftHint}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Row>
  );
}

function ConfirmDialog(props: {
  open: boolean;
  title: string;
  hint: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={props.open} title={props.title} size="s" onClose={props.onCancel}>
      <p className={styles.hint}>{props.hint}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={props.onCancel} data-autofocus>
          {myAdsLabels.cancel}
        </Button>
        <Button disabled={props.busy} onClick={props.onConfirm}>
          {myAdsLabels.delete}
        </Button>
      </div>
    </Modal>
  );
}
