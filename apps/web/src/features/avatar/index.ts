export { AvatarBlock, type AvatarBlockProps } from './AvatarBlock.tsx';
export { publicProfileKey, usePublicProfile } from './api.ts';
