import { breadcrumbs } from '@mp/contract';
import { MyReviews } from '../../features/reviews/index.ts';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { Page } from '../../shared/ui/index.ts';

/** /profile/my-reviews («Мои отзывы»): the reviews the signed-in person wrote. */
export function MyReviewsPage() {
  const user = useCurrentUser();
  return <Page title={breadcrumbs.myReviews}>{user && <MyReviews userId={user.id} />}</Page>;
}
