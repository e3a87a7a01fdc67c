import { useParams } from 'react-router';
import { adFormLabels, breadcrumbs, messages, myAdsLabels, type OwnAdDetail } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Page, Panel } from '../../shared/ui/Page.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { AdForm } from '../../features/ad-form/AdForm.tsx';
import { useEditedAd } from '../../features/ad-form/api.ts';
import { isNotFound, useSubcategoryFilters } from '../../features/products/api.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import styles from './AdEditPage.module.css';

/**
 * `/ad/edit/:id`: the seller's own ad, in any state, in the same form as creating it, under a note of
 * its state; someone else's ad shows the server's refusal.
 */
export function AdEditPage() {
  const id = Number(useParams().id);
  const ad = useEditedAd(id);
  const filters = useSubcategoryFilters(ad.data?.subcategory_id);
  if (!Number.isSafeInteger(id) || id <= 0 || isNotFound(ad.error)) return <NotFoundPage />;
  const title = breadcrumbs.adEdit;
  // The form saves only the subcategory's known filters: it opens with them loaded, so a quick save
  // cannot drop the ad's characteristics.
  const failure = ad.error ?? filters.error;
  if (failure) {
    return (
      <Page title={title}>
        <Panel>
          <EmptyState icon="warning" title={errorMessage(failure, messages.productNotFound)} />
        </Panel>
      </Page>
    );
  }
  if (ad.isPending || ad.isError || filters.isPending) {
    return (
      <Page title={title}>
        <Skeleton height={480} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <StatusNote ad={ad.data} />
      <AdForm kind="edit" product={ad.data} />
    </Page>
  );
}

function StatusNote({ ad }: { ad: OwnAdDetail }) {
  return (
    <div className={styles.status}>
      <p>
        <strong>{adFormLabels.status}:</strong> {adFormLabels.states[ad.status]}
      </p>
      {ad.status === 'rejected' && ad.rejection_reason && (
        <p className={styles.rejection}>
          <strong>{myAdsLabels.rejectionReason}:</strong> {ad.rejection_reason}
        </p>
      )}
    </div>
  );
}
