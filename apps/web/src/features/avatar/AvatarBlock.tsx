import { useState } from 'react';
import { avatarLabels, messages } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Button, Modal, toast } from '../../shared/ui/index.ts';
import { ReportDialog } from '../reports/index.ts';
import { useBlockUser } from './api.ts';
import { ModerationPanel } from './ModerationPanel.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { formatRating, SellerReviewsDialog } from '../reviews/index.ts';
import { VerificationButton } from './VerificationButton.tsx';
import styles from './AvatarBlock.module.css';

export interface AvatarBlockProps {
  userId: number;
  name: string;
  photoUrl: string | null;
  isOwner: boolean;
  rating?: number | null;
  blockedByMe?: boolean;
}

/**
 * Spec §2 avatar block. The owner changes the photo and sees the verification button and the
 * temporary moderation panel; anyone else sees the rating and the reviews, and signed-in viewers
 * also «Заблокировать» and «Пожаловаться».
 */
export function AvatarBlock({
  userId,
  name,
  photoUrl,
  isOwner,
  rating = null,
  blockedByMe = false,
}: AvatarBlockProps) {
  return (
    <section className={styles.block} aria-label={name}>
      <PhotoUpload userId={userId} name={name} photoUrl={photoUrl} isOwner={isOwner} />
      {isOwner ? (
        <div className={styles.owner}>
          <VerificationButton />
          <ModerationPanel />
        </div>
      ) : (
        <ViewerActions userId={userId} name={name} rating={rating} blockedByMe={blockedByMe} />
      )}
    </section>
  );
}

interface ViewerProps {
  userId: number;
  name: string;
  rating: number | null;
  blockedByMe: boolean;
}

function ViewerActions({ userId, name, rating, blockedByMe }: ViewerProps) {
  const signedIn = useSignedIn();
  const [dialog, setDialog] = useState<'reviews' | 'block' | 'report' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className={styles.viewer}>
      <p className={styles.rating}>
        <span className={styles.ratingLabel}>{avatarLabels.rating}</span>{' '}
        <strong>{formatRating(rating)}</strong>
      </p>
      <Button variant="secondary" block onClick={() => setDialog('reviews')}>
        {avatarLabels.reviews}
      </Button>
      {signedIn && (
        <div className={styles.links}>
          <BlockToggle
            userId={userId}
            name={name}
            blockedByMe={blockedByMe}
            confirming={dialog === 'block'}
            onConfirm={() => setDialog('block')}
            onClose={close}
          />
          <Button variant="link" size="s" className={styles.danger} onClick={() => setDialog('report')}>
            {avatarLabels.report}
          </Button>
        </div>
      )}
      <SellerReviewsDialog open={dialog === 'reviews'} onClose={close} sellerId={userId} rating={rating} />
      {signedIn && dialog === 'report' && (
        <ReportDialog target={{ kind: 'user', id: userId }} open onClose={close} />
      )}
    </div>
  );
}

interface BlockProps {
  userId: number;
  name: string;
  blockedByMe: boolean;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** «Заблокировать» asks first, then blocks; «Разблокировать» undoes it at once. */
function BlockToggle({ userId, name, blockedByMe, confirming, onConfirm, onClose }: BlockProps) {
  const mutation = useBlockUser(userId);
  // The server's answer wins over the page's copy until the page reloads with the same value.
  const [known, setKnown] = useState<{ from: boolean; blocked: boolean } | null>(null);
  const blocked = known && known.from === blockedByMe ? known.blocked : blockedByMe;

  const send = (block: boolean) =>
    mutation.mutate(block, {
      onSuccess: (reply) => {
        setKnown({ from: blockedByMe, blocked: block });
        toast.success(reply.message);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, messages.serverError)),
    });

  return (
    <>
      <Button
        variant="link"
        size="s"
        className={styles.danger}
        disabled={mutation.isPending}
        onClick={() => (blocked ? send(false) : onConfirm())}
      >
        {blocked ? avatarLabels.unblock : avatarLabels.block}
      </Button>
      <Modal open={confirming} title={avatarLabels.blockTitle} size="s" onClose={onClose}>
        <p className={styles.confirmText}>{avatarLabels.blockConfirm(name)}</p>
        <div className={styles.confirmButtons}>
          <Button variant="secondary" onClick={onClose}>
            {avatarLabels.cancel}
          </Button>
          <Button onClick={() => send(true)} disabled={mutation.isPending} data-autofocus>
            {avatarLabels.block}
          </Button>
        </div>
      </Modal>
    </>
  );
}
