export { Avatar } from './Avatar.tsx';
export { profileLinks } from './profile-links.ts';
