// The Russian labels, by area: a screen's code brings only its area's module along (record 0152).
export * from './shell.ts';
export * from './catalogue.ts';
export * from './deals.ts';
export * from './account.ts';
export * from './messaging.ts';
export * from './money.ts';
export * from './delivery.ts';
export * from './stats.ts';
