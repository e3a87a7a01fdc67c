export { Moderation } from './Moderation.tsx';
export { useIsModerator } from './api.ts';
export { moderationPath } from './paths.ts';
