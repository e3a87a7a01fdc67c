import { useState } from 'react';
import { avatarLabels } from '@mp/contract';
import { useCurrentUser } from '../../../shared/auth/session.ts';
import { Button } from '../../../shared/ui/index.ts';
import { ReportDialog } from '../../reports/index.ts';
import styles from './ProductView.module.css';

interface Props {
  productId: number;
  sellerId: number;
}

/** «Пожаловаться» on the ad: for signed-in viewers other than its seller (one report per user and ad). */
export function ReportAd({ productId, sellerId }: Props) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.id === sellerId) return null;
  return (
    <>
      <Button variant="link" size="s" className={styles.report} onClick={() => setOpen(true)}>
        {avatarLabels.report}
      </Button>
      {open && (
        <ReportDialog target={{ kind: 'product', id: productId }} open onClose={() => setOpen(false)} />
      )}
    </>
  );
}
