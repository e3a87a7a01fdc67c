import { useParams } from 'react-router';
import { screenLabels } from '@mp/contract';
import { SandboxPayment } from '../../features/wallet/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /payments/sandbox/:id: the development payments provider's confirmation page (record 0138). */
export function SandboxPaymentPage() {
  const id = useParams().id ?? '';
  return (
    <Page title={screenLabels.sandboxPaymentTitle}>
      <SandboxPayment id={id} />
    </Page>
  );
}
