import { useUnreadMessagesCount } from '../chat/index.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Badge } from '../../shared/ui/index.ts';

const messagesPath = '/profile/messages';

/** The counter beside a profile link: unread messages beside «Сообщения», nothing elsewhere. */
export function ProfileLinkBadge({ to }: { to: string }) {
  return to === messagesPath ? <UnreadMessages /> : null;
}

function UnreadMessages() {
  const { data = 0 } = useUnreadMessagesCount(useSignedIn());
  return <Badge count={data} />;
}
