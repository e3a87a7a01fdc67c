import { lazy, Suspense } from 'react';

interface Props {
  className?: string;
}

// Not a lazyPart: an optional item that cannot load (offline) is simply not there, as installing needs
// the network anyway; a lazyPart would load the page again for it.
const Item = lazy(() =>
  import('./InstallAppItem.tsx').then(
    (part) => ({ default: part.InstallAppItem }),
    () => ({ default: (_: Props) => null }),
  ),
);

/** «Установить приложение» for a profile menu, its code loaded when a menu first draws it. */
export function InstallAppItem(props: Props) {
  return (
    <Suspense fallback={null}>
      <Item {...props} />
    </Suspense>
  );
}
