export * from './price.ts';
export * from './plural.ts';
export * from './geo.ts';
export * from './search-history.ts';
export * from './badge.ts';
export * from './image-path.ts';
export * from './city-filter.ts';
export * from './phone.ts';
