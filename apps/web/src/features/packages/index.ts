export { PlacementPackages } from './PlacementPackages.tsx';
