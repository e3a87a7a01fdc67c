import type { ChangeEvent } from 'react';
import { formatPhoneInput, nationalPhoneDigits } from '@mp/contract';
import { Field, type FieldProps } from '../../shared/form/Field.tsx';

/** Where the caret goes in the masked value: after the same number of national digits as before. */
function caretAfterDigits(masked: string, count: number): number {
  const nationalStart = '+7'.length;
  let seen = 0;
  for (let index = nationalStart; index < masked.length; index += 1) {
    if (!/\d/.test(masked.charAt(index))) continue;
    seen += 1;
    if (seen === count) return index + 1;
  }
  return count === 0 ? Math.min(masked.length, '+7 ('.length) : masked.length;
}

/** Rewrites the input's value into the mask in place, keeping the caret by the digit it followed. */
function maskPhoneInput(input: HTMLInputElement) {
  const typed = input.value;
  const masked = formatPhoneInput(typed);
  if (masked === typed) return;
  const caret = input.selectionStart ?? typed.length;
  const atEnd = caret >= typed.length;
  input.value = masked;
  const position = atEnd
    ? masked.length
    : caretAfterDigits(masked, nationalPhoneDigits(typed.slice(0, caret)).length);
  input.setSelectionRange(position, position);
}

/**
 * The one phone field of login, registration and password reset: `+7 (912) 345-67-89` as it is
 * typed or pasted; the contract's phone schema turns it into `+7XXXXXXXXXX` for the API.
 */
export function PhoneField({ onChange, ...props }: Omit<FieldProps, 'type'>) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    maskPhoneInput(event.target);
    onChange?.(event);
  };
  return <Field type="tel" inputMode="tel" autoComplete="tel" onChange={change} {...props} />;
}
