import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adFormLabels, messages } from '@mp/contract';
import { failure, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AddressField } from './AddressField.tsx';

function Field() {
  const [value, setValue] = useState('');
  return <AddressField value={value} cityId={1} located={false} onType={setValue} onChoose={() => {}} />;
}

async function typeAddress() {
  renderWithApp(<Field />);
  await userEvent.setup().type(screen.getByRole('combobox', { name: adFormLabels.address }), 'Тверская');
}

describe('address suggestions that fail', () => {
  it('show the server’s message under the field', async () => {
    serveApi({ 'GET /api/address/suggestions': failure(502, messages.addressTokenInvalid) });
    await typeAddress();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.addressTokenInvalid);
  });

  it('show «Ошибка при получении адресных подсказок» when the server gives no message', async () => {
    serveApi({ 'GET /api/address/suggestions': unreadable(502) });
    await typeAddress();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.addressSuggestionsError);
  });
});
