import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages, notificationLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { formatRelativeDate } from '../../shared/lib/dates.ts';
import { Button, ButtonLink, InlineError, Panel, Skeleton } from '../../shared/ui/index.ts';
import { useDeleteNotification, useNotification, useReadNotification } from './api.ts';
import styles from './Notifications.module.css';

/** One notification: opening it marks it read; it leads to what it is about, or is deleted. */
export function NotificationDetails({ id }: { id: number }) {
  const query = useNotification(id);
  const { mutate: markRead } = useReadNotification();
  const remove = useDeleteNotification();
  const navigate = useNavigate();
  const marked = useRef<number | null>(null);
  const unreadId = query.data && !query.data.data.is_read ? id : null;

  useEffect(() => {
    if (unreadId === null || marked.current === unreadId) return;
    marked.current = unreadId;
    markRead(unreadId);
  }, [unreadId, markRead]);

  if (query.isPending) return <Skeleton height={200} radius={16} />;
  if (query.isError) {
    return (
      <InlineError
        message={errorMessage(query.error, messages.notificationsLoadError)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const notification = query.data.data;
  return (
    <Panel>
      <article className={styles.details}>
        <h2 className={styles.detailsTitle}>{notification.title}</h2>
        <p className={styles.muted}>{formatRelativeDate(notification.created_at)}</p>
        <p>{notification.description}</p>
        <div className={styles.actions}>
          {notification.data.link && (
            <ButtonLink to={notification.data.link}>{notificationLabels.open}</ButtonLink>
          )}
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(id, { onSuccess: () => void navigate('/notifications', { replace: true }) })
            }
          >
            {notificationLabels.remove}
          </Button>
        </div>
      </article>
    </Panel>
  );
}
