import { packageLabels, productLabels, promotionKinds, type MyAd, type PromotionKind } from '@mp/contract';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { usePackages } from '../packages/index.ts';
import { formatDayMonth } from './format.ts';
import styles from './MyAds.module.css';

/** An ad's VIP mark: «VIP до 28 ноября» while its placement lasts. */
export function VipMark({ ad }: { ad: MyAd }) {
  if (!ad.is_vip) return null;
  return (
    <span className={styles.vip}>
      {ad.vip_until ? packageLabels.vipUntil(formatDayMonth(ad.vip_until)) : productLabels.vip}
    </span>
  );
}

/**
 * «Поднять» and «Сделать VIP» of an ad on sale. A VIP ad is not offered VIP again, and a promotion with no
 * credit left is off, with a line saying so that leads to «Пакеты», before anyone presses it.
 */
export function Promotions({
  ad,
  busy,
  onRun,
}: {
  ad: MyAd;
  busy: boolean;
  onRun: (kind: PromotionKind) => void;
}) {
  const credits = usePackages().data?.credits;
  const offered = promotionKinds.filter((kind) => !(kind === 'vip' && ad.is_vip));
  const noneLeft = offered.filter((kind) => credits?.[kind] === 0);
  const reasonId = (kind: PromotionKind) => `promotion-${ad.id}-${kind}`;
  return (
    <>
      <div className={styles.actions}>
        {offered.map((kind) => (
          <Button
            key={kind}
            size="s"
            variant="secondary"
            disabled={busy || noneLeft.includes(kind)}
            aria-describedby={noneLeft.includes(kind) ? reasonId(kind) : undefined}
            onClick={() => onRun(kind)}
          >
            {packageLabels[kind]}
          </Button>
        ))}
      </div>
      {noneLeft.map((kind) => (
        <ButtonLink
          key={kind}
          id={reasonId(kind)}
          to="/profile/packages"
          variant="link"
          size="s"
          className={styles.noneLeft}
        >
          {packageLabels.noneLeft[kind]}
        </ButtonLink>
      ))}
    </>
  );
}
