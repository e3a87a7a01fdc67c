import { useEffect, useEffectEvent } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere, while `active`. */
export function useEscape(active: boolean, onEscape: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}

/** Calls `onOutside` for a pointer press outside every element in `refs`, while `active`. */
export function useOutsidePress(
  active: boolean,
  refs: readonly { readonly current: HTMLElement | null }[],
  onOutside: () => void,
): void {
  const handle = useEffectEvent((event: PointerEvent) => {
    const target = event.target as Node | null;
    if (target && refs.some((ref) => ref.current?.contains(target))) return;
    onOutside();
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => handle(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active]);
}
