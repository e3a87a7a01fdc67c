/** Every favourites query starts with `favourites`, so a change invalidates them all by this key. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: ['favourites', 'list'] as const,
  ids: ['favourites', 'ids'] as const,
};
