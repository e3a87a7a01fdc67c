import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages, parseMoneyInput, topUpBodySchema, walletLabels, type PaymentTypeId } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { InlineError, Panel } from '../../shared/ui/index.ts';
import { usePaymentTypes, useTopUp } from './api.ts';
import { AmountField, MoneyForm } from './MoneyForm.tsx';
import styles from './Wallet.module.css';

/**
 * «Пополнить»: the sum and the way to pay, then the provider's confirmation page: the sandbox's page in
 * the app, or the provider's site.
 */
export function TopUpForm() {
  const navigate = useNavigate();
  const types = usePaymentTypes();
  const topUp = useTopUp();
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<PaymentTypeId>('bank_card');

  if (types.isError) {
    return (
      <InlineError
        message={errorMessage(types.error, messages.paymentTypesLoadError)}
        onRetry={() => void types.refetch()}
      />
    );
  }
  return (
    <Panel padded>
      <MoneyForm
        title={walletLabels.topUp}
        submitLabel={walletLabels.topUp}
        schema={topUpBodySchema}
        body={() => ({ amount: parseMoneyInput(amount), payment_type: type })}
        busy={topUp.isPending}
        fallback={messages.topUpError}
        send={async (body, key) => {
          const { payment } = await topUp.mutateAsync({ body, key });
          const address = payment.confirmation_url ?? `/profile/wallet?payment=${payment.id}`;
          if (address.startsWith('/')) void navigate(address);
          else window.location.assign(address);
        }}
      >
        {(errors) => (
          <>
            <AmountField value={amount} error={errors.amount} onChange={setAmount} />
            <fieldset className={styles.choices}>
              <legend>{walletLabels.paymentType}</legend>
              {(types.data?.data ?? []).map((option) => (
                <label key={option.id} className={styles.choice}>
                  <input
                    type="radio"
                    name="payment_type"
                    value={option.id}
                    checked={type === option.id}
                    disabled={!option.is_active}
                    onChange={() => setType(option.id)}
                  />
                  {option.name}
                </label>
              ))}
            </fieldset>
            {errors.payment_type && <p className={styles.error}>{errors.payment_type}</p>}
          </>
        )}
      </MoneyForm>
    </Panel>
  );
}
