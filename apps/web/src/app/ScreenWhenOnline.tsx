import { use, type ComponentType } from 'react';
import { screenLabels } from '@mp/contract';
import { useOnline } from '../shared/lib/connection.ts';
import { importWhenOnline } from '../shared/lib/lazy-part.tsx';
import { EmptyState } from '../shared/ui/EmptyState.tsx';

type Loaded = { default: ComponentType };

/**
 * Stands in for a screen whose code failed to load (record 0113). A navigation is a transition, so a
 * screen still waiting for its code would leave the previous screen under the new address: this one
 * renders at once instead. Offline it says «Нет подключения»; online it waits for the code (the
 * screen's Suspense fallback), tried again as `importWhenOnline` does, and then draws the screen.
 */
export function screenWhenOnline(screen: () => Promise<Loaded>): ComponentType {
  let loading: Promise<Loaded> | undefined;
  return function ScreenWhenOnline() {
    const online = useOnline();
    if (!online && loading === undefined) {
      return <EmptyState icon="warning" title={screenLabels.offlineTitle} hint={screenLabels.offlineHint} />;
    }
    const { default: Screen } = use((loading ??= importWhenOnline(screen)));
    return <Screen />;
  };
}
