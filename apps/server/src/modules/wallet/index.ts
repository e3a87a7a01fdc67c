// The wallet module's public surface: what other modules may import from it.
export { walletService, type WalletService } from './service.ts';
