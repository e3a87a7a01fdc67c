import { breadcrumbs } from '@mp/contract';
import { useCartCount } from '../cart/index.ts';
import { useFavouritesCount } from '../favourites/index.ts';
import { IconLink } from './IconLink.tsx';

/** Favourites and cart icons with their count badges (the mobile header and the desktop row). */
export function CountedLinks() {
  const favourites = useFavouritesCount();
  const cart = useCartCount();
  return (
    <>
      <IconLink to="/profile/favourites" icon="heart" label={breadcrumbs.favourites} count={favourites} />
      <IconLink to="/cart" icon="cart" label={breadcrumbs.cart} count={cart} />
    </>
  );
}
