export { SearchBox } from './SearchBox.tsx';
export { useSearchHistory } from './useSearchHistory.ts';
