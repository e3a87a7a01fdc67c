import { avatarLabels, messages, moderationStatuses, shownModerationStatus } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, toast } from '../../shared/ui/index.ts';
import { useMyCompany } from '../company/index.ts';
import { usePublicConfig, useSetModerationStatus } from './api.ts';
import styles from './AvatarBlock.module.css';

/**
 * Spec §4 temporary moderation panel: the owner sets pending, approved or rejected through the patch
 * call; afterwards the company and the profile are reloaded and «Статус модерации успешно обновлен»
 * is shown. Only outside production (the public config says which); the server refuses it there anyway.
 */
export function ModerationPanel() {
  const { data: config } = usePublicConfig();
  const { data: company } = useMyCompany();
  if (!company || !config || config.environment === 'production') return null;
  return <Panel companyId={company.id} current={shownModerationStatus(company.moderation_status)} />;
}

function Panel({ companyId, current }: { companyId: number; current: string | null }) {
  const setStatus = useSetModerationStatus(companyId);
  return (
    <section className={styles.panel} aria-label={avatarLabels.moderationPanel}>
      <h3 className={styles.panelTitle}>{avatarLabels.moderationPanel}</h3>
      <div className={styles.panelButtons}>
        {moderationStatuses.map((status) => (
          <Button
            key={status}
            size="s"
            variant={current === status ? 'primary' : 'secondary'}
            aria-pressed={current === status}
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(status, {
                onSuccess: () => toast.success(messages.moderationStatusUpdated),
                onError: (error) => toast.error(errorMessage(error, messages.moderationUpdateError)),
              })
            }
          >
            {avatarLabels.setStatus[status]}
          </Button>
        ))}
      </div>
    </section>
  );
}
