import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { realtimeChannels, realtimeEvents, type Chat, type ChatMessage } from '@mp/contract';
import { api, newClient } from '../../test/auth.ts';
import { startTwoInstances } from '../../test/instances.ts';
import type Echo from 'laravel-echo';
import { collect, connectEcho, connectPusher, listening, nextEvent, subscribe } from '../../test/realtime.ts';

// Two instances on one database, as behind a load balancer. With REDIS_URL (CI's PostgreSQL + Redis
// run) they share events and presence through Redis; without it each instance is on its own.
const redisUrl = process.env.REDIS_URL;
let two: Awaited<ReturnType<typeof startTwoInstances>>;
let instances: FastifyInstance[] = [];
let bases: string[] = [];
const clients: Pusher[] = [];
const echoes: Echo<'pusher'>[] = [];

beforeAll(async () => {
  two = await startTwoInstances();
  instances = two.instances;
  bases = await Promise.all(instances.map((app) => listening(app)));
});
afterAll(async () => {
  clients.forEach((client) => client.disconnect());
  echoes.forEach((echo) => echo.disconnect());
  await two.close();
});

describe(`two instances ${redisUrl ? 'sharing Redis' : 'without Redis'}`, () => {
  it(
    redisUrl ? 'bring a message posted through one to a client of the other' : 'keep their events apart',
    async () => {
      const [one, two] = instances as [FastifyInstance, FastifyInstance];
      const alice = await api(one).signUp(newClient());
      const bob = await api(one).signUp(newClient());
      const opened = await one.inject({
        method: 'POST',
        url: '/api/chats',
        headers: { authorization: `Bearer ${alice.token}` },
        payload: { user_id: bob.user.id },
      });
      const chat = opened.json<{ data: Chat }>().data;

      const bobOnTwo = await connectPusher(bases[1]!, bob.jwt_token);
      clients.push(bobOnTwo);
      const channel = await subscribe(bobOnTwo, realtimeChannels.chat(chat.id));
      const heard = collect<ChatMessage>(channel, realtimeEvents.newMessage);
      const post = () =>
        one.inject({
          method: 'POST',
          url: `/api/chats/${chat.id}/messages`,
          headers: { authorization: `Bearer ${alice.token}` },
          payload: { message: 'Через первый сервер' },
        });

      // Laravel Echo over pusher-js, on instance two as well.
      const bobsEcho = await connectEcho(bases[1]!, bob.jwt_token);
      echoes.push(bobsEcho);
      const echoChannel = bobsEcho.private(`chat.${chat.id}`);
      const echoHeard: ChatMessage[] = [];
      echoChannel.listen(`.${realtimeEvents.newMessage}`, (message: ChatMessage) => echoHeard.push(message));
      await new Promise<void>((resolve) => echoChannel.subscribed(resolve));

      if (redisUrl) {
        const arriving = nextEvent<ChatMessage>(channel, realtimeEvents.newMessage, 3000);
        expect((await post()).statusCode).toBe(201);
        expect((await arriving).message).toBe('Через первый сервер');
        await expect.poll(() => echoHeard.map((message) => message.message)).toEqual(['Через первый сервер']);

        // Presence too: Alice connected to instance one is online for Bob reading through instance two.
        const aliceOnOne = await connectPusher(bases[0]!, alice.jwt_token);
        clients.push(aliceOnOne);
        await subscribe(aliceOnOne, realtimeChannels.userNotifications(alice.user.id));
        const seen = await two.inject({
          method: 'GET',
          url: '/api/chats',
          headers: { authorization: `Bearer ${bob.token}` },
        });
        const users = seen.json<{ data: Chat[] }>().data[0]?.users ?? [];
        expect(users.find((user) => user.id === alice.user.id)?.is_online).toBe(true);
      } else {
        expect((await post()).statusCode).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(heard).toEqual([]);
        expect(echoHeard).toEqual([]);
      }
    },
  );
});
