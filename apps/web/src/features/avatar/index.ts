export { AvatarBlock, type AvatarBlockProps } from './AvatarBlock.tsx';
export { formatRating } from './rating.ts';
export { publicProfileKey, usePublicProfile } from './api.ts';
