import { referralCodeSchema, storageKeys } from '@mp/contract';

/** Keeps the code of the referral link the visitor came through (`?ref=`), until they register. */
export function rememberReferralCode(code: string | null): void {
  const checked = referralCodeSchema.safeParse(code);
  if (checked.success) localStorage.setItem(storageKeys.referralCode, checked.data);
}

export const referralCodeToSend = (): string | undefined =>
  localStorage.getItem(storageKeys.referralCode) ?? undefined;

export const forgetReferralCode = (): void => localStorage.removeItem(storageKeys.referralCode);
