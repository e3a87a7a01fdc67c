import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Channel } from 'pusher-js';
import { realtime } from '../shared/realtime/index.ts';

/**
 * The channel `realtime.hold` hands out, as pusher-js would, on a connected socket: what is bound on it
 * hears what `push` sends, and what the app whispers on it is kept in `whispered`.
 */
export function heldChannel() {
  const heard = new Map<string, Set<(data: unknown) => void>>();
  const whispered: { event: string; data: unknown }[] = [];
  const channel = {
    subscribed: true,
    bind: (event: string, listener: (data: unknown) => void) =>
      heard.set(event, (heard.get(event) ?? new Set()).add(listener)),
    unbind: (event: string, listener: (data: unknown) => void) => heard.get(event)?.delete(listener),
    trigger: (event: string, data: unknown) => whispered.push({ event, data }),
  } as unknown as Channel;
  vi.spyOn(realtime, 'getStatus').mockReturnValue('connected');
  vi.spyOn(realtime, 'hold').mockReturnValue(channel);
  vi.spyOn(realtime, 'release').mockImplementation(() => {});
  const push = (event: string, data: unknown) =>
    act(() => heard.get(event)?.forEach((listener) => listener(data)));
  return { push, whispered };
}
