import { breadcrumbs } from '@mp/contract';
import { ReferralProgram } from '../../features/referral/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /profile/referral («Реферальная программа»). */
export function ReferralPage() {
  return (
    <Page title={breadcrumbs.referral}>
      <ReferralProgram />
    </Page>
  );
}
