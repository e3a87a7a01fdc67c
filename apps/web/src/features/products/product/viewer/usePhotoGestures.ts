import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import {
  clampShift,
  distance,
  midpoint,
  tapScale,
  unzoomed,
  zoomAround,
  type Point,
  type Zoom,
} from './zoom.ts';

/** A horizontal move longer than this (px) on an unzoomed picture turns the page. */
const swipeThreshold = 50;
/** Two taps closer than this (ms) are a double tap. */
const doubleTapMs = 300;

interface Gesture {
  /** Where each finger (or the mouse) went down, and where it is now. */
  pointers: Map<number, { start: Point; now: Point }>;
  zoomAtStart: Zoom;
  lastTapAt: number;
}

/**
 * Pinch to zoom, drag to move a zoomed picture, swipe to turn, double tap (or click) and the wheel to
 * zoom, on a box whose `touch-action` is none. Points are taken relative to the box's centre.
 */
export function usePhotoGestures(onSwipe: (step: 1 | -1) => void) {
  const [zoom, setZoom] = useState<Zoom>(unzoomed);
  const gesture = useRef<Gesture>({ pointers: new Map(), zoomAtStart: unzoomed, lastTapAt: 0 });

  const pointOf = (event: PointerEvent | WheelEvent): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  };
  const fit = (next: Zoom, event: PointerEvent | WheelEvent) =>
    clampShift(next, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    gesture.current.pointers.set(event.pointerId, { start: point, now: point });
    gesture.current.zoomAtStart = zoom;
  };

  const onPointerMove = (event: PointerEvent) => {
    const { pointers, zoomAtStart } = gesture.current;
    const pointer = pointers.get(event.pointerId);
    if (!pointer) return;
    pointer.now = pointOf(event);
    const [first, second] = [...pointers.values()];
    if (first && second) {
      const factor = distance(first.now, second.now) / Math.max(1, distance(first.start, second.start));
      setZoom(fit(zoomAround(zoomAtStart, factor, midpoint(first.start, second.start)), event));
    } else if (first && zoomAtStart.scale > 1) {
      const moved = { x: first.now.x - first.start.x, y: first.now.y - first.start.y };
      setZoom(fit({ ...zoomAtStart, x: zoomAtStart.x + moved.x, y: zoomAtStart.y + moved.y }, event));
    }
  };

  const onPointerUp = (event: PointerEvent) => {
    const { pointers } = gesture.current;
    const pointer = pointers.get(event.pointerId);
    const wasOnly = pointers.size === 1;
    pointers.delete(event.pointerId);
    // The finger left on the glass after a pinch starts a new drag from here.
    for (const rest of pointers.values()) rest.start = rest.now;
    gesture.current.zoomAtStart = zoom;
    if (!pointer || !wasOnly) return;
    const moved = { x: pointer.now.x - pointer.start.x, y: pointer.now.y - pointer.start.y };
    if (zoom.scale === 1 && Math.abs(moved.x) > swipeThreshold && Math.abs(moved.x) > Math.abs(moved.y)) {
      onSwipe(moved.x < 0 ? 1 : -1);
      return;
    }
    if (distance(moved, { x: 0, y: 0 }) < 10) onTap(pointer.now, event);
  };

  const onTap = (point: Point, event: PointerEvent) => {
    const now = event.timeStamp;
    if (now - gesture.current.lastTapAt < doubleTapMs) {
      setZoom(zoom.scale > 1 ? unzoomed : fit(zoomAround(zoom, tapScale / zoom.scale, point), event));
      gesture.current.lastTapAt = 0;
    } else {
      gesture.current.lastTapAt = now;
    }
  };

  const onPointerCancel = (event: PointerEvent) => {
    gesture.current.pointers.delete(event.pointerId);
  };

  const onWheel = (event: WheelEvent) => {
    setZoom(fit(zoomAround(zoom, Math.exp(-event.deltaY / 300), pointOf(event)), event));
  };

  return {
    zoom,
    reset: () => setZoom(unzoomed),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onWheel },
  };
}
