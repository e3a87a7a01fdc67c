export { ShopsDirectory } from './ShopsDirectory.tsx';
