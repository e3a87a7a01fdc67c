export { WalletSummary } from './WalletSummary.tsx';
export { TopUpForm } from './TopUpForm.tsx';
export { WithdrawForm } from './WithdrawForm.tsx';
export { History } from './History.tsx';
export { Withdrawals } from './Withdrawals.tsx';
export { PaymentResult, SandboxPayment } from './PaymentResult.tsx';
export { OrderWalletPayment } from './OrderWalletPayment.tsx';
export { usePoints, walletKeys } from './api.ts';
export { useWallet } from './api.ts';
