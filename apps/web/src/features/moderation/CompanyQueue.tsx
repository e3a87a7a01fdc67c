import { Link } from 'react-router';
import { messages, moderationLabels, settingsLabels, type CompanyDetail } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, toast } from '../../shared/ui/index.ts';
import { moderationKeys, useCompanyQueue, useSetCompanyStatus } from './api.ts';
import { ListFrame } from './ListFrame.tsx';
import styles from './Moderation.module.css';

type QueuedCompany = CompanyDetail & { user: { id: number; name: string } };

const requisites = [
  ['fullName', 'full_name'],
  ['inn', 'inn'],
  ['ogrn', 'ogrn'],
  ['kpp', 'kpp'],
  ['legalAddress', 'legal_address'],
  ['bik', 'bik'],
  ['bankName', 'bank_name'],
  ['bankAccount', 'bank_account'],
  ['correspondentAccount', 'correspondent_account'],
] as const satisfies readonly (readonly [keyof typeof settingsLabels, keyof CompanyDetail])[];

/** Companies waiting for verification, the longest waiting first, with their requisites and owner. */
export function CompanyQueue() {
  const query = useCompanyQueue(true);
  return (
    <ListFrame
      query={query}
      empty={moderationLabels.empty.companies}
      render={(company: QueuedCompany) => <CompanyRow key={company.id} company={company} />}
    />
  );
}

function CompanyRow({ company }: { company: QueuedCompany }) {
  const setStatus = useSetCompanyStatus();
  const decide = (status: 'approved' | 'rejected') =>
    setStatus.mutate(
      { id: company.id, body: status, list: moderationKeys.companies },
      {
        onSuccess: (reply) => toast.success(reply.message || messages.moderationStatusUpdated),
        onError: (error) => toast.error(errorMessage(error, moderationLabels.actionError)),
      },
    );

  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{company.name}</h3>
      <p className={styles.meta}>
        <span>
          {moderationLabels.owner}: <Link to={`/profile/user/${company.user.id}`}>{company.user.name}</Link>
        </span>
        <span>{settingsLabels.sellerTypes[company.seller_type]}</span>
      </p>
      <dl className={styles.fields} aria-label={moderationLabels.requisites}>
        {requisites.map(([label, field]) => (
          <div key={field} className={styles.field}>
            <dt>{settingsLabels[label]}</dt>
            <dd>{company[field] ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button size="s" variant="success" disabled={setStatus.isPending} onClick={() => decide('approved')}>
          {moderationLabels.approve}
        </Button>
        <Button
          size="s"
          variant="secondary"
          disabled={setStatus.isPending}
          onClick={() => decide('rejected')}
        >
          {moderationLabels.reject}
        </Button>
      </div>
    </li>
  );
}
