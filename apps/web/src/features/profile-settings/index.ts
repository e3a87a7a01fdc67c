export { ProfileForm } from './ProfileForm.tsx';
export { DeleteAccount } from './DeleteAccount.tsx';
export { useOwnProfile, ownProfileQueryKey } from './api.ts';
