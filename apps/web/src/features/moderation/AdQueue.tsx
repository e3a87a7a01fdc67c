import { useState } from 'react';
import { Link } from 'react-router';
import { adLimits, messages, moderationLabels, type ModerationAd } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, CommentDialog, Price, toast } from '../../shared/ui/index.ts';
import { ProductImage } from '../../shared/ui/ProductImage.tsx';
import { moderationKeys, useDecideAd, useModerationAds } from './api.ts';
import { Highlighted } from './Highlighted.tsx';
import { excerpt, formatDate, ListFrame } from './ListFrame.tsx';
import { RuleOutcomes } from './RuleOutcomes.tsx';
import styles from './Moderation.module.css';

/** The ads on moderation, or (`reported`) the active ads with open reports, each approved or rejected. */
export function AdQueue({ reported }: { reported: boolean }) {
  const query = useModerationAds(reported, true);
  return (
    <>
      {!reported && <RuleOutcomes />}
      <ListFrame
        query={query}
        empty={reported ? moderationLabels.empty.reported : moderationLabels.empty.queue}
        render={(ad: ModerationAd) => <AdRow key={ad.id} ad={ad} reported={reported} />}
      />
    </>
  );
}

function AdRow({ ad, reported }: { ad: ModerationAd; reported: boolean }) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideAd();

  const approve = () =>
    decide.mutate(
      { id: ad.id, body: { decision: 'approve' }, list: moderationKeys.ads(reported) },
      {
        onSuccess: (reply) => toast.success(reply.message || messages.adApproved),
        onError: (error) => toast.error(errorMessage(error, moderationLabels.actionError)),
      },
    );

  const matched = ad.findings.flatMap((finding) => finding.fragments);
  return (
    <li className={styles.row}>
      <ProductImage path={ad.images[0]?.path} alt={ad.name} className={styles.cover} />
      <div className={styles.body}>
        <Link to={`/product/${ad.id}`} className={styles.name}>
          <Highlighted text={ad.name} fragments={matched} />
        </Link>
        <Price value={ad.price} kind={ad.kind} />
        <p className={styles.meta}>
          <span>
            {moderationLabels.seller}: <Link to={`/profile/user/${ad.seller.id}`}>{ad.seller.name}</Link>
          </span>
          <span>{ad.city_name}</span>
          <span>{formatDate(ad.updated_at)}</span>
          {ad.open_reports > 0 && (
            <span className={styles.alert}>{moderationLabels.openReports(ad.open_reports)}</span>
          )}
        </p>
        {ad.findings.length > 0 ? (
          <div className={styles.note}>
            <strong>{moderationLabels.findings}:</strong>
            <ul className={styles.findings}>
              {ad.findings.map((finding) => (
                <li key={finding.rule}>{finding.reason}</li>
              ))}
            </ul>
          </div>
        ) : (
          ad.moderation_note && (
            <p className={styles.note}>
              <strong>{moderationLabels.note}:</strong> {ad.moderation_note}
            </p>
          )
        )}
        {ad.appeal && (
          <p className={styles.note}>
            <strong>{moderationLabels.appeal}:</strong> {ad.appeal}
          </p>
        )}
        {ad.description && (
          <p className={styles.text}>
            <Highlighted text={excerpt(ad.description, matched.length > 0 ? 600 : 200)} fragments={matched} />
          </p>
        )}
        <div className={styles.actions}>
          <Button size="s" variant="success" disabled={decide.isPending} onClick={approve}>
            {moderationLabels.approve}
          </Button>
          <Button size="s" variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            {moderationLabels.reject}
          </Button>
        </div>
      </div>
      <CommentDialog
        open={rejecting}
        title={moderationLabels.rejectTitle}
        label={moderationLabels.rejectReason}
        hint={moderationLabels.rejectHint}
        max={adLimits.rejectionReasonMax}
        requiredMessage={messages.rejectionReasonRequired}
        submitLabel={moderationLabels.reject}
        cancelLabel={moderationLabels.cancel}
        busy={decide.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason, fail) =>
          decide.mutate(
            { id: ad.id, body: { decision: 'reject', reason }, list: moderationKeys.ads(reported) },
            {
              onSuccess: (reply) => {
                setRejecting(false);
                toast.success(reply.message || messages.adRejected);
              },
              onError: (error) => fail(errorMessage(error, moderationLabels.actionError)),
            },
          )
        }
      />
    </li>
  );
}
