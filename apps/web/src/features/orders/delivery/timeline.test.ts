import { describe, expect, it } from 'vitest';
import type { ShipmentEventView } from '@mp/contract';
import { timelineOf } from './timeline.ts';

const event = (status: ShipmentEventView['status'], day: number): ShipmentEventView => ({
  status,
  at: `2026-11-${day}T12:00:00.000Z`,
  note: '',
});
const names = (steps: ReturnType<typeof timelineOf>) =>
  steps.map((step) => `${step.status}${step.current ? '*' : step.done ? '+' : ''}`);

describe('timelineOf', () => {
  it('shows the whole forward way before the parcel is handed in', () => {
    expect(names(timelineOf({ status: 'created', events: [event('created', 21)] }))).toEqual([
      'accepted',
      'in_transit',
      'arrived',
      'received',
    ]);
  });

  it('marks the steps made and the current one, dated by their first event', () => {
    const steps = timelineOf({
      status: 'arrived',
      events: [event('arrived', 24), event('accepted', 22), event('in_transit', 23), event('in_transit', 24)],
    });
    expect(names(steps)).toEqual(['accepted+', 'in_transit+', 'arrived*', 'received']);
    expect(steps[1]?.at).toBe('2026-11-23T12:00:00.000Z');
  });

  it('turns to the way back, a loss or a call-off after the steps made', () => {
    const made = [event('accepted', 22), event('in_transit', 23), event('arrived', 24)];
    expect(names(timelineOf({ status: 'returning', events: [...made, event('returning', 29)] }))).toEqual([
      'accepted+',
      'in_transit+',
      'arrived+',
      'returning*',
      'returned',
    ]);
    expect(names(timelineOf({ status: 'lost', events: made.slice(0, 2) }))).toEqual([
      'accepted+',
      'in_transit+',
      'lost*',
    ]);
    expect(names(timelineOf({ status: 'cancelled', events: [] }))).toEqual(['cancelled*']);
  });
});
