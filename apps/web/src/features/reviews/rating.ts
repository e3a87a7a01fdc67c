import { avatarLabels } from '@mp/contract';

/** «8.5 из 10» (one decimal at most), or «Нет оценок» before the first review. */
export function formatRating(rating: number | null | undefined): string {
  if (rating === null || rating === undefined) return avatarLabels.noRating;
  return avatarLabels.ratingOutOf(Math.round(rating * 10) / 10);
}
