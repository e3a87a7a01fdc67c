export { AdStats } from './AdStats.tsx';
export { SellerStats } from './SellerStats.tsx';
