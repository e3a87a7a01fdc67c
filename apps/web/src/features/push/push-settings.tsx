import { lazyPart } from '../../shared/lib/lazy-part.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';

/**
 * The settings' push section, loaded when first drawn: its kinds come with the contract's schemas, which
 * `PushHost` (loaded for every signed-in person) does not carry.
 */
export const PushSettings = lazyPart(
  () => import('./PushSettings.tsx').then((module) => module.PushSettings),
  <Skeleton height={200} />,
);
