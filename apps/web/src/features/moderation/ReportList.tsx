import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages, moderationLabels, reportReasonLabels, type Report } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, toast } from '../../shared/ui/index.ts';
import { moderationKeys, useOpenReports, useSetReportStatus } from './api.ts';
import { formatDate, ListFrame } from './ListFrame.tsx';
import styles from './Moderation.module.css';

/** The open reports, newest first: «Обработано» resolves one, «Отклонить жалобу» dismisses it. */
export function ReportList() {
  const query = useOpenReports(true);
  return (
    <ListFrame
      query={query}
      empty={moderationLabels.empty.reports}
      render={(report: Report) => <ReportRow key={report.id} report={report} />}
    />
  );
}

function ReportRow({ report }: { report: Report }) {
  const setStatus = useSetReportStatus();
  const decide = (status: 'resolved' | 'dismissed') =>
    setStatus.mutate(
      { id: report.id, body: status, list: moderationKeys.reports },
      {
        onSuccess: (reply) => toast.success(reply.message || messages.reportStatusUpdated),
        onError: (error) => toast.error(errorMessage(error, moderationLabels.actionError)),
      },
    );

  return (
    <li className={styles.card}>
      <dl className={styles.fields}>
        <Field label={moderationLabels.reportedUser}>
          {report.subject_user ? (
            <Link to={`/profile/user/${report.subject_user.id}`}>{report.subject_user.name}</Link>
          ) : (
            moderationLabels.deletedUser
          )}
        </Field>
        {report.subject === 'product' && (
          <Field label={moderationLabels.reportedAd}>
            <Link to={`/product/${report.subject_id}`}>#{report.subject_id}</Link>
          </Field>
        )}
        <Field label={moderationLabels.reporter}>
          <Link to={`/profile/user/${report.reporter.id}`}>{report.reporter.name}</Link>
        </Field>
        <Field label={moderationLabels.reason}>{reportReasonLabels[report.reason]}</Field>
        {report.comment && <Field label={moderationLabels.comment}>{report.comment}</Field>}
        <Field label={moderationLabels.date}>{formatDate(report.created_at)}</Field>
      </dl>
      <div className={styles.actions}>
        <Button size="s" variant="success" disabled={setStatus.isPending} onClick={() => decide('resolved')}>
          {moderationLabels.resolve}
        </Button>
        <Button
          size="s"
          variant="secondary"
          disabled={setStatus.isPending}
          onClick={() => decide('dismissed')}
        >
          {moderationLabels.dismiss}
        </Button>
      </div>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
