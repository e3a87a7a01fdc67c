export { formatRating } from './rating.ts';
export { MyReviews } from './MyReviews.tsx';
export { OrderReviews } from './OrderReviews.tsx';
export { SellerReviewsDialog } from './SellerReviewsDialog.tsx';
export { ProductReviews } from './ProductReviews.tsx';
