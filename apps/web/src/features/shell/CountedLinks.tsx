import { breadcrumbs } from '@mp/contract';
import { useCartCount } from '../cart/index.ts';
import { useFavouritesCount } from '../favourites/index.ts';
import { IconLink } from './IconLink.tsx';

/** The cart icon with its count badge (the phone header, beside the search). */
export function CartLink() {
  return <IconLink to="/cart" icon="cart" label={breadcrumbs.cart} count={useCartCount()} />;
}

/** Favourites and cart icons with their count badges (the desktop navigation row). */
export function CountedLinks() {
  const favourites = useFavouritesCount();
  return (
    <>
      <IconLink to="/profile/favourites" icon="heart" label={breadcrumbs.favourites} count={favourites} />
      <CartLink />
    </>
  );
}
