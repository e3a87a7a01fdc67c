import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  clientEvents,
  realtimeChannels,
  realtimeEvents,
  type ChatMessage,
  type MessagesMarked,
} from '@mp/contract';
import { chatMessage } from '../../test/fixtures/chats.ts';
import { heldChannel } from '../../test/realtime.ts';
import { subscriptionFailedEvent, type SubscriptionFailure } from './connection.ts';
import { useChannelEvent, whisper } from './hooks.ts';

const chat = realtimeChannels.chat(5);
const own = realtimeChannels.userNotifications(3);

afterEach(() => vi.restoreAllMocks());

describe('a channel event typed by the contract’s realtimeWire', () => {
  it('hands the handler its event’s payload, and the failure of the subscription', () => {
    const { push } = heldChannel();
    const messages: ChatMessage[] = [];
    const failures: SubscriptionFailure[] = [];
    renderHook(() => {
      useChannelEvent(chat, realtimeEvents.newMessage, (message) => messages.push(message));
      useChannelEvent(chat, subscriptionFailedEvent, (failure) => failures.push(failure));
    });
    push(realtimeEvents.newMessage, chatMessage(1));
    push(subscriptionFailedEvent, { status: 403 });
    expect(messages).toEqual([chatMessage(1)]);
    expect(failures).toEqual([{ status: 403 }]);
  });

  it('does not compile a handler of another payload, or an event of another kind of channel', () => {
    const { push } = heldChannel();
    const heard: unknown[] = [];
    const onMarked = (marked: MessagesMarked) => heard.push(marked);
    renderHook(() => {
      // @ts-expect-error: a new message is not a MessagesMarked
      useChannelEvent(chat, realtimeEvents.newMessage, onMarked);
      // @ts-expect-error: a person's own channel carries no chat's messages
      useChannelEvent(own, realtimeEvents.newMessage, (message) => heard.push(message));
    });
    push(realtimeEvents.newMessage, chatMessage(1));
    // Nothing at run time stands between the two: the types are the guard.
    expect(heard).toHaveLength(2);
  });

  it('whispers typing on a chat’s channel only, with the payload the map gives it', () => {
    const { whispered } = heldChannel();
    whisper(chat, clientEvents.typing, {});
    // @ts-expect-error: a person's own channel takes no whispers
    whisper(own, clientEvents.typing, {});
    // @ts-expect-error: what the server sends is not whispered
    whisper(chat, realtimeEvents.userTyping, { chat_id: 5, user_id: 3 });
    expect(whispered[0]).toEqual({ event: clientEvents.typing, data: {} });
  });
});
