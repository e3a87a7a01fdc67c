import { useState } from 'react';
import { adLimits, messages, myAdsLabels, type MyAd } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, CommentDialog, toast } from '../../shared/ui/index.ts';
import { appealAd, useMyAdsMutation } from './api.ts';

/** «Обжаловать» on a refused ad, once: a comment for the moderator, and the ad goes back to the queue. */
export function Appeal({ ad, busy }: { ad: MyAd; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const appeal = useMyAdsMutation((comment: string) => appealAd(ad.id, comment));
  if (!ad.can_appeal) return null;
  return (
    <>
      <Button size="s" disabled={busy} onClick={() => setOpen(true)}>
        {myAdsLabels.appeal}
      </Button>
      <CommentDialog
        open={open}
        title={myAdsLabels.appealTitle}
        label={myAdsLabels.appealComment}
        hint={myAdsLabels.appealHint}
        max={adLimits.appealCommentMax}
        requiredMessage={messages.appealCommentRequired}
        submitLabel={myAdsLabels.appealSend}
        cancelLabel={myAdsLabels.cancel}
        busy={appeal.isPending}
        onCancel={() => setOpen(false)}
        onSubmit={(comment, fail) =>
          appeal.mutate(comment, {
            onSuccess: (reply) => {
              setOpen(false);
              toast.success(reply.message);
            },
            onError: (error) => fail(errorMessage(error, myAdsLabels.actionError)),
          })
        }
      />
    </>
  );
}
