import { useState } from 'react';
import { messages, parseMoneyInput, walletLabels, withdrawBodySchema } from '@mp/contract';
import { Field } from '../../shared/form/Field.tsx';
import { Panel, toast } from '../../shared/ui/index.ts';
import { useWithdraw } from './api.ts';
import { AmountField, MoneyForm } from './MoneyForm.tsx';

/** «Вывести»: the sum is held until it is paid out to the card or refused. */
export function WithdrawForm() {
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState('');
  return (
    <Panel padded>
      <MoneyForm
        title={walletLabels.withdraw}
        submitLabel={walletLabels.withdraw}
        schema={withdrawBodySchema}
        body={() => ({ amount: parseMoneyInput(amount), card_number: card })}
        busy={withdraw.isPending}
        fallback={messages.withdrawError}
        send={async (body, key) => {
          const { message } = await withdraw.mutateAsync({ body, key });
          toast.success(message);
          setAmount('');
          setCard('');
        }}
      >
        {(errors) => (
          <>
            <AmountField value={amount} error={errors.amount} onChange={setAmount} />
            <Field
              label={walletLabels.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              error={errors.card_number}
              onChange={(event) => setCard(event.target.value)}
            />
          </>
        )}
      </MoneyForm>
    </Panel>
  );
}
