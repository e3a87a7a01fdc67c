export { ProfileLayout } from './ProfileLayout.tsx';
export { ProfileSidebar } from './ProfileSidebar.tsx';
export { inProfileLayout } from './routing.ts';
