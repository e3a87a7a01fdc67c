import type { ProductCard } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { useAddFavourite } from './api/add-favourite.ts';
import { useFavouriteIds } from './api/get-favourite-ids.ts';
import { useRemoveFavourite } from './api/remove-favourite.ts';
import { toggleLocalFavourite, useLocalFavourites } from './local-favourites.ts';

/** Whether `product` is kept, and the heart's toggle: on the server when signed in, locally for guests. */
export function useFavourite(product: ProductCard): { kept: boolean; toggle: () => void } {
  const signedIn = useSignedIn();
  const local = useLocalFavourites();
  const { data: server } = useFavouriteIds(signedIn);
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const kept = signedIn
    ? (server?.ids.includes(product.id) ?? false)
    : local.some((item) => item.id === product.id);
  const toggle = () => {
    if (!signedIn) toggleLocalFavourite(product, !kept);
    else if (kept) remove.mutate(product);
    else add.mutate(product);
  };
  return { kept, toggle };
}

/** The header badge: the server's `pagination.total` when signed in, the local list for guests. */
export function useFavouritesCount(): number {
  const signedIn = useSignedIn();
  const local = useLocalFavourites();
  const { data: server } = useFavouriteIds(signedIn);
  return signedIn ? (server?.total ?? 0) : local.length;
}
