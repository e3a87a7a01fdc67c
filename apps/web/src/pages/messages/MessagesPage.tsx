import { useParams, useSearchParams } from 'react-router';
import { breadcrumbs } from '@mp/contract';
import { Messenger, type MessengerView } from '../../features/chat/index.ts';
import { Page } from '../../shared/ui/index.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';

const idOf = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * `/profile/messages` (the list; `?user=&product=` writes to someone new), `/profile/messages/:chatId`
 * (a chat open) and `/messages` (the same, full screen on phones).
 */
export function MessagesPage() {
  const { chatId } = useParams();
  const [search] = useSearchParams();
  const view = viewOf(chatId, idOf(search.get('user')), idOf(search.get('product')));
  if (!view) return <NotFoundPage />;
  return (
    <Page title={breadcrumbs.messages}>
      <Messenger view={view} />
    </Page>
  );
}

function viewOf(chatId: string | undefined, userId?: number, productId?: number): MessengerView | undefined {
  if (chatId !== undefined) {
    const id = idOf(chatId);
    return id === undefined ? undefined : { kind: 'chat', chatId: id };
  }
  return userId === undefined ? { kind: 'list' } : { kind: 'pending', userId, productId };
}
