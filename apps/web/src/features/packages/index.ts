export { PlacementPackages } from './PlacementPackages.tsx';
export { packagesKey, usePackages } from './api.ts';
