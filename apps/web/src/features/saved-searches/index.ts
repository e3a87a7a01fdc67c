export { SaveSearchButton } from './SaveSearchButton.tsx';
export { SavedSearchList } from './SavedSearchList.tsx';
