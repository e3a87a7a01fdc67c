export { Avatar } from './Avatar.tsx';
export { profileLinks } from './profile-links.ts';
export { ProfileLinkBadge } from './ProfileLinkBadge.tsx';
