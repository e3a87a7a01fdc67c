import { limits } from '@mp/contract';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const gap = 8;

/**
 * Where to put a tooltip of `tip` size next to `anchor`: above it when there is room, else below;
 * centred, then pushed inside the viewport so that no edge is closer than 10 px (spec §9).
 */
export function placeTooltip(
  anchor: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  margin: number = limits.tooltipMarginPx,
): { top: number; left: number; side: 'top' | 'bottom' } {
  const above = anchor.top - gap - tip.height;
  const side = above >= margin ? 'top' : 'bottom';
  const top = side === 'top' ? above : anchor.top + anchor.height + gap;
  const centred = anchor.left + anchor.width / 2 - tip.width / 2;
  const maxLeft = viewport.width - margin - tip.width;
  const left = Math.max(margin, Math.min(centred, maxLeft));
  return { top: Math.min(top, viewport.height - margin - tip.height), left, side };
}
