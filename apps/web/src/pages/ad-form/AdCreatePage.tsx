import { useState } from 'react';
import { useParams } from 'react-router';
import { breadcrumbs, messages } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Page, Panel } from '../../shared/ui/Page.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { AdForm } from '../../features/ad-form/AdForm.tsx';
import { useDraft } from '../../features/ad-form/api.ts';
import { isNotFound } from '../../features/products/api.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';

/**
 * `/ad/create` and `/ad/draft/:id` are one screen (the route table gives both this component): when the
 * first input creates a draft the address becomes `/ad/draft/:id` and the form stays as it is.
 */
export function AdCreatePage() {
  const { id } = useParams();
  const [startedEmpty] = useState(id === undefined);
  const draftId = Number(id);
  const draft = useDraft(startedEmpty ? undefined : draftId);
  const title = startedEmpty ? breadcrumbs.adCreate : breadcrumbs.adDraft;
  if (startedEmpty) {
    return (
      <Page title={title}>
        <AdForm kind="draft" />
      </Page>
    );
  }
  if (!Number.isSafeInteger(draftId) || draftId <= 0 || isNotFound(draft.error)) return <NotFoundPage />;
  if (draft.isPending) {
    return (
      <Page title={title}>
        <Skeleton height={480} />
      </Page>
    );
  }
  if (draft.isError) {
    return (
      <Page title={title}>
        <Panel>
          <EmptyState icon="warning" title={errorMessage(draft.error, messages.draftNotFound)} />
        </Panel>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <AdForm kind="draft" draft={draft.data} />
    </Page>
  );
}
