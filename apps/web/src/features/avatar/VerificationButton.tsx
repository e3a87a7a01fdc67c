import { avatarLabels, messages, shownModerationStatus } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, toast } from '../../shared/ui/index.ts';
import { useMyCompany } from '../company/index.ts';
import { useRequestVerification } from './api.ts';
import styles from './AvatarBlock.module.css';

/**
 * Spec §4: the owner's verification button follows the company's moderation status. No status
 * yet → «Подтвердить профиль» asks for moderation; pending → «На модерации», disabled; approved or
 * verified → «Профиль подтвержден»; rejected → «Отклонено модерацией» with the request offered again.
 * Without a company there is nothing to confirm, so nothing is shown.
 */
export function VerificationButton() {
  const { data: company } = useMyCompany();
  const request = useRequestVerification();
  if (!company) return null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(errorMessage(error, messages.companySaveError)),
    });

  switch (shownModerationStatus(company.moderation_status)) {
    case 'pending':
      return (
        <Button variant="secondary" block disabled>
          {avatarLabels.moderation.pending}
        </Button>
      );
    case 'approved':
      return (
        <p className={`${styles.status} ${styles.approved}`} role="status">
          {avatarLabels.moderation.approved}
        </p>
      );
    case 'rejected':
      return (
        <div className={styles.verification}>
          <p className={`${styles.status} ${styles.rejected}`} role="status">
            {avatarLabels.moderation.rejected}
          </p>
          <Button block onClick={ask} disabled={request.isPending}>
            {avatarLabels.moderation.none}
          </Button>
        </div>
      );
    case null:
      return (
        <Button block onClick={ask} disabled={request.isPending}>
          {avatarLabels.moderation.none}
        </Button>
      );
  }
}
