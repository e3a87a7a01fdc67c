export { ProductLocationMap } from './ProductLocationMap.tsx';
