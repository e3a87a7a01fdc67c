// The ads module's public surface. It alone writes the products table: publishing, editing, pictures,
// the lifecycle (moderation and the periodic jobs call it) and the stock (orders take and give back units).
export { adsService, type AdsService } from './service.ts';
export { adLifecycle, type AdLifecycle } from './lifecycle.ts';
export { adStock, type AdStock, type TakenUnits } from './stock.ts';
