// The reviews module's public surface: what other modules may import from it.
export { reviewsService, type ReviewsService } from './service.ts';
export { sellerRating, sellerReviewsCount } from './read-model.ts';
