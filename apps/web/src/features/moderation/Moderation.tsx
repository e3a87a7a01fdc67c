import { useSearchParams } from 'react-router';
import { messages, moderationLabels } from '@mp/contract';
import { EmptyState, Skeleton } from '../../shared/ui/index.ts';
import { useIsModerator } from './api.ts';
import { AdQueue } from './AdQueue.tsx';
import { CompanyQueue } from './CompanyQueue.tsx';
import { ReportList } from './ReportList.tsx';
import { WithdrawalQueue } from './WithdrawalQueue.tsx';
import styles from './Moderation.module.css';

export const moderationTabs = ['queue', 'reported', 'reports', 'companies', 'withdrawals'] as const;
export type ModerationTab = (typeof moderationTabs)[number];
const isTab = (value: string | null): value is ModerationTab =>
  value !== null && (moderationTabs as readonly string[]).includes(value);

/**
 * `/profile/moderation`: the moderators' queues in tabs (`?tab=`). Anyone else gets the 403 state
 * and no queue is requested.
 */
export function Moderation() {
  const allowed = useIsModerator();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ModerationTab = isTab(raw) ? raw : 'queue';

  if (allowed === undefined) return <Skeleton height={240} />;
  if (!allowed) {
    return <EmptyState icon="warning" title={messages.forbidden} hint={moderationLabels.forbiddenHint} />;
  }

  return (
    <div className={styles.root}>
      <div className={styles.tabs} role="tablist" aria-label={moderationLabels.tabsLabel}>
        {moderationTabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`moderation-tab-${item}`}
            aria-selected={item === tab}
            aria-controls="moderation-panel"
            className={styles.tab}
            onClick={() => setParams(item === 'queue' ? {} : { tab: item }, { replace: true })}
          >
            {moderationLabels.tabs[item]}
          </button>
        ))}
      </div>
      <div
        id="moderation-panel"
        role="tabpanel"
        aria-labelledby={`moderation-tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'queue' && <AdQueue key="queue" reported={false} />}
        {tab === 'reported' && <AdQueue key="reported" reported />}
        {tab === 'reports' && <ReportList />}
        {tab === 'companies' && <CompanyQueue />}
        {tab === 'withdrawals' && <WithdrawalQueue />}
      </div>
    </div>
  );
}
