import { breadcrumbs } from '@mp/contract';
import { useFavouritesCount } from '../favourites/index.ts';
import { IconLink } from './IconLink.tsx';
import { useGuestCounts } from './useGuestCounts.ts';

/** Favourites and cart icons with their count badges (the mobile header and the desktop row). */
export function CountedLinks() {
  const counts = useGuestCounts();
  const favourites = useFavouritesCount();
  return (
    <>
      <IconLink to="/profile/favourites" icon="heart" label={breadcrumbs.favourites} count={favourites} />
      <IconLink to="/cart" icon="cart" label={breadcrumbs.cart} count={counts.cart} />
    </>
  );
}
