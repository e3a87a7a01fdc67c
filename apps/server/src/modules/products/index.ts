// The products module's public surface: the read side of ads. Other modules read an ad through its
// service, or inside their own statements through these read models (SQL fragments).
export { productsService, type ProductsService } from './service.ts';
export { cardColumns, cardImages, categorySlugOf, coverImagePath, viewsOf } from './read-model.ts';
export { whereOf, type SearchCriteria } from './criteria.ts';
export { textQuery } from './relevance.ts';
export { kopecks, rubles, toCard } from './present.ts';
export { parseProductsQuery } from './query.ts';
export type { ProductChanges } from './product-changes.ts';
