import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type Echo from 'laravel-echo';
import {
  messages,
  realtimeChannels,
  realtimeCodes,
  realtimeEvents,
  type Chat,
  type ChatMessage,
  type RefreshReply,
  type ValidationError,
} from '@mp/contract';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  connectEcho,
  connectPusher,
  listening,
  nextEvent,
  openRawSocket,
  subscribe,
  type RawSocket,
} from '../../test/realtime.ts';

const rawSocket = (path?: string, headers?: Record<string, string>) => openRawSocket(base, path, headers);

const t = useTestApp();
let base: string;
let alice: SignedIn;
let bob: SignedIn;
const clients: Pusher[] = [];
const echoes: Echo<'pusher'>[] = [];

beforeAll(async () => {
  base = await listening(t.app);
  [alice, bob] = await Promise.all([t.signedIn(), t.signedIn()]);
});
afterAll(() => {
  clients.forEach((client) => client.disconnect());
  echoes.forEach((echo) => echo.disconnect());
});

async function pusherOf(jwt?: string) {
  const client = await connectPusher(base, jwt);
  clients.push(client);
  return client;
}

async function authorise(token: string, socketId: string, channel: string) {
  const res = await fetch(`${base}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { auth: string; channel_data: string; message?: string },
  };
}

/** The auth endpoint as stock clients call it: a form body. */
async function authoriseByForm(bearer: string, body: string) {
  const res = await fetch(`${base}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${bearer}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function socketIdOf(socket: RawSocket) {
  const established = await socket.frame('pusher:connection_established');
  return JSON.parse(established.data as string) as { socket_id: string; activity_timeout: number };
}

describe('the Pusher protocol at /app/:key', () => {
  it('establishes a connection with a socket id and the 30 s activity timeout, and answers ping with pong', async () => {
    const socket = await rawSocket();
    const { socket_id, activity_timeout } = await socketIdOf(socket);
    expect(socket_id).toMatch(/^\d+\.\d+$/);
    expect(activity_timeout).toBe(30);
    socket.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await socket.frame('pusher:pong')).event).toBe('pusher:pong');
    socket.ws.close();
  });

  it('refuses an unknown app key with 4001 and a foreign page with 4009', async () => {
    const unknown = await rawSocket('/app/another-key');
    expect(await unknown.closed).toBe(realtimeCodes.appUnknown);
    const foreign = await rawSocket('/app/marketplace-key', { origin: 'https://evil.example' });
    expect(await foreign.closed).toBe(realtimeCodes.unauthorized);
    const local = await rawSocket('/app/marketplace-key', { origin: base });
    expect((await socketIdOf(local)).socket_id).toBeTruthy();
    local.ws.close();
  });

  it('lets pusher-js subscribe to one’s own notifications and refuses someone else’s', async () => {
    const client = await pusherOf(alice.jwt);
    await expect(subscribe(client, realtimeChannels.userNotifications(alice.user.id))).resolves.toBeTruthy();
    await expect(subscribe(client, realtimeChannels.userNotifications(bob.user.id))).rejects.toThrow();
  });

  it('refuses a guest and an unknown channel at the auth endpoint', async () => {
    const guest = await t.call('POST', '/broadcasting/auth', undefined, {
      socket_id: '1.2',
      channel_name: realtimeChannels.userNotifications(alice.user.id),
    });
    expect(guest.statusCode).toBe(401);
    const unknown = await authorise(alice.token, '1.2', 'presence-lobby');
    expect(unknown).toMatchObject({ status: 403, body: { message: messages.channelForbidden } });
    const badSocket = await t.call('POST', '/broadcasting/auth', alice.token, {
      socket_id: 'x',
      channel_name: realtimeChannels.userNotifications(alice.user.id),
    });
    expect(badSocket.statusCode).toBe(422);
    expect(badSocket.json<ValidationError>().errors.socket_id).toEqual([messages.socketIdInvalid]);
    const oversized = await t.call('POST', '/broadcasting/auth', alice.token, {
      socket_id: '1.2',
      channel_name: `private-chat.${'1'.repeat(300)}`,
    });
    expect(oversized.statusCode).toBe(422);
  });

  it('refuses a forged signature and a signature made for another socket', async () => {
    const socket = await rawSocket();
    const { socket_id } = await socketIdOf(socket);
    const channel = realtimeChannels.userNotifications(alice.user.id);
    const { body } = await authorise(alice.token, socket_id, channel);
    const forged = `${body.auth.slice(0, -4)}0000`;
    socket.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: forged, channel_data: body.channel_data },
      }),
    );
    const refused = await socket.frame('pusher:subscription_error');
    expect(refused).toMatchObject({ channel, data: { status: 401 } });

    const other = await rawSocket();
    const otherId = (await socketIdOf(other)).socket_id;
    const stolen = await authorise(alice.token, otherId, channel);
    socket.frames.length = 0;
    socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...stolen.body } }));
    expect((await socket.frame('pusher:subscription_error')).data).toMatchObject({ status: 401 });

    const renamed = JSON.stringify({ user_id: bob.user.id });
    socket.frames.length = 0;
    socket.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: body.auth, channel_data: renamed },
      }),
    );
    expect((await socket.frame('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    socket.ws.close();
    other.ws.close();
  });

  it('refuses client events on a notifications channel', async () => {
    const socket = await rawSocket();
    const { socket_id } = await socketIdOf(socket);
    const channel = realtimeChannels.userNotifications(alice.user.id);
    const { body } = await authorise(alice.token, socket_id, channel);
    socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...body } }));
    await socket.frame('pusher_internal:subscription_succeeded');
    socket.ws.send(JSON.stringify({ event: 'client-typing', channel, data: {} }));
    expect((await socket.frame('pusher:error')).data).toMatchObject({ code: null });
    socket.ws.close();
  });

  it('closes a connection with 4301 past 10 client events a second', async () => {
    const chat = await t.call('POST', '/chats', alice.token, { user_id: bob.user.id });
    const channel = realtimeChannels.chat(chat.json<{ data: Chat }>().data.id);
    const socket = await rawSocket();
    const { socket_id } = await socketIdOf(socket);
    const { body } = await authorise(alice.token, socket_id, channel);
    socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...body } }));
    await socket.frame('pusher_internal:subscription_succeeded');
    for (let i = 0; i < 11; i++)
      socket.ws.send(JSON.stringify({ event: 'client-typing', channel, data: {} }));
    expect(await socket.closed).toBe(realtimeCodes.clientEventRejected);
    expect((await socket.frame('pusher:error')).data).toMatchObject({
      code: realtimeCodes.clientEventRejected,
    });
  });

  it('answers unreadable frames with an error and keeps the connection', async () => {
    const socket = await rawSocket();
    await socketIdOf(socket);
    socket.ws.send('{not json');
    expect((await socket.frame('pusher:error')).event).toBe('pusher:error');
    socket.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await socket.frame('pusher:pong');
    socket.ws.close();
  });
});

describe('stock clients (spec §7: the bearer is the JWT)', () => {
  const chatWithBob = async () => {
    const opened = await t.call('POST', '/chats', alice.token, { user_id: bob.user.id });
    return opened.json<{ data: Chat }>().data.id;
  };
  const say = (chatId: number, message: string) =>
    t.call('POST', `/chats/${chatId}/messages`, alice.token, { message });

  it('lets a stock pusher-js client with only an endpoint and the JWT hear a chat', async () => {
    const chatId = await chatWithBob();
    const channel = await subscribe(await pusherOf(bob.jwt), realtimeChannels.chat(chatId));
    const arriving = nextEvent<ChatMessage>(channel, realtimeEvents.newMessage);
    expect((await say(chatId, 'Стоковый клиент')).statusCode).toBe(201);
    expect((await arriving).message).toBe('Стоковый клиент');
  });

  it('lets Laravel Echo over pusher-js hear a chat and refuses it a stranger’s chat', async () => {
    const chatId = await chatWithBob();
    const echo = await connectEcho(base, bob.jwt);
    echoes.push(echo);
    const heard = new Promise<ChatMessage>((resolve, reject) => {
      echo
        .private(`chat.${chatId}`)
        .listen(`.${realtimeEvents.newMessage}`, resolve)
        .error((error: unknown) => reject(Object.assign(new Error('Echo refused'), { error })));
    });
    await new Promise<void>((resolve) => echo.private(`chat.${chatId}`).subscribed(resolve));
    expect((await say(chatId, 'Через Echo')).statusCode).toBe(201);
    expect((await heard).message).toBe('Через Echo');

    const carol = await t.signedIn();
    const outsider = await connectEcho(base, carol.jwt);
    echoes.push(outsider);
    const refused = await new Promise<unknown>((resolve) => {
      outsider.private(`chat.${chatId}`).error(resolve);
    });
    expect(refused).toMatchObject({ status: 403 });
  });

  it('reads the form body and takes the current JWT, but not a spent one or a malformed form', async () => {
    const carol = await t.signedIn();
    const channel = realtimeChannels.userNotifications(carol.user.id);
    const form = `socket_id=1.2&channel_name=${encodeURIComponent(channel)}`;
    const signed = await authoriseByForm(carol.jwt, form);
    expect(signed.status).toBe(200);
    expect(signed.body.auth).toMatch(/^marketplace-key:[0-9a-f]{64}$/);
    expect((await authoriseByForm(carol.token, form)).status).toBe(200);

    const refreshed = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${carol.jwt}` },
    });
    const spent = await authoriseByForm(carol.jwt, form);
    expect([spent.status, spent.body]).toEqual([401, { message: messages.unauthenticated }]);
    const current = refreshed.json<RefreshReply>().jwt_token;
    expect((await authoriseByForm(current, form)).status).toBe(200);

    const malformed = await authoriseByForm(current, 'socket_id=x&channel_name=');
    expect(malformed.status).toBe(422);
    expect((malformed.body as ValidationError).errors.socket_id).toEqual([messages.socketIdInvalid]);
    const oversized = await authoriseByForm(current, `socket_id=1.2&channel_name=${'a'.repeat(2000)}`);
    expect(oversized.status).toBe(413);
  });
});

describe('presence', () => {
  it('tells a chat partner when a user comes online and goes offline', async () => {
    const [carol, dave] = await Promise.all([t.signedIn(), t.signedIn()]);
    await t.call('POST', '/chats', carol.token, { user_id: dave.user.id, message: 'Здравствуйте' });
    const daveClient = await pusherOf(dave.jwt);
    const daveChannel = await subscribe(daveClient, realtimeChannels.userNotifications(dave.user.id));

    const online = nextEvent<{ user_id: number }>(daveChannel, 'user-online');
    const carolClient = await connectPusher(base, carol.jwt);
    await subscribe(carolClient, realtimeChannels.userNotifications(carol.user.id));
    expect(await online).toEqual({ user_id: carol.user.id });
    const list = await t.call('GET', '/chats', dave.token);
    const [chat] = list.json<{ data: Chat[] }>().data;
    expect(chat?.users.find((u) => u.id === carol.user.id)?.is_online).toBe(true);

    const offline = nextEvent<{ user_id: number }>(daveChannel, 'user-offline');
    carolClient.disconnect();
    expect(await offline).toEqual({ user_id: carol.user.id });
  });
});
