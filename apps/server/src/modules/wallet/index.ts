// The wallet module's public surface: what other modules may import from it.
export { walletLedger, type WalletLedger } from './ledger.ts';
export { walletService, type WalletService } from './service.ts';
