export * from './catalog.ts';
export * from './users.ts';
export * from './products.ts';
export * from './auth.ts';
export * from './favorites.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './reviews.ts';
