import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { realtimeChannels, realtimeEvents } from '@mp/contract';
import { checkAgainstWire, takeWireMismatches } from '../../test/realtime-wire.ts';
import { createRealtimeBroker, type Broadcaster, type ChannelEvent } from './broker.ts';

describe('a publish typed by the contract’s realtimeWire', () => {
  const broker = createRealtimeBroker(undefined, pino({ enabled: false }));
  const delivered: ChannelEvent[] = [];
  broker.onEvent((event) => delivered.push(event));
  broker.onEvent(checkAgainstWire);
  const realtime: Broadcaster = broker;
  const chat = realtimeChannels.chat(7);
  const own = realtimeChannels.userNotifications(3);

  afterEach(() => void delivered.splice(0));

  it('takes each event’s own payload, on its own kind of channel', () => {
    realtime.publish({ channel: chat, event: realtimeEvents.userTyping, data: { chat_id: 7, user_id: 3 } });
    realtime.publish({ channel: own, event: realtimeEvents.userOnline, data: { user_id: 4 } });
    expect(delivered.map(({ event }) => event)).toEqual([
      realtimeEvents.userTyping,
      realtimeEvents.userOnline,
    ]);
    expect(takeWireMismatches()).toEqual([]);
  });

  it('does not compile a wrong payload, and the tests’ check refuses what is sent anyway', () => {
    // @ts-expect-error: a typing event names its chat as well as its user
    realtime.publish({ channel: chat, event: realtimeEvents.userTyping, data: { user_id: 3 } });
    // @ts-expect-error: a presence event carries a number
    realtime.publish({ channel: own, event: realtimeEvents.userOffline, data: { user_id: '4' } });
    // @ts-expect-error: a chat's channel carries no notifications
    realtime.publish({ channel: chat, event: realtimeEvents.notification, data: { user_id: 4 } });
    // @ts-expect-error: the server never sends a member's client event
    realtime.publish({ channel: chat, event: 'client-typing', data: {} });
    const found = takeWireMismatches();
    expect(delivered).toHaveLength(4);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^user-typing on private-chat\.7: /);
    expect(found[1]).toMatch(/^user-offline on private-user-notifications\.3: /);
    expect(found[2]).toBe('notification on private-chat.7: not in realtimeWire');
  });

  it('refuses fields a payload’s schema does not name', () => {
    broker.publish({ channel: own, event: realtimeEvents.userOnline, data: { user_id: 4, phone: '+7' } });
    expect(takeWireMismatches()).toEqual([
      'user-online on private-user-notifications.3: fields its schema does not name',
    ]);
  });
});
