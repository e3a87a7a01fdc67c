export { FavouriteButton } from './FavouriteButton.tsx';
export { useFavouritesCount } from './useFavourite.ts';
export { useFavouritesSync } from './useFavouritesSync.ts';
export { useFavouritesList } from './api/get-favourites.ts';
export { useLocalFavourites } from './local-favourites.ts';
