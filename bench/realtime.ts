// `npm run bench:realtime -- [--connections N] [--chats N] [--seconds N]`: the WebSocket server of one
// instance holding N connections while chats exchange messages over the API; reports the server's
// memory per connection and each message's delivery time (POST sent → `new-message` at the recipient).
import crypto from 'node:crypto';
import WebSocket from 'ws';
import { hashToken, newSessionToken } from '../apps/server/src/modules/auth/tokens.ts';
import { signSubscription } from '../apps/server/src/platform/realtime/signature.ts';
import { installShutdownHandlers } from './lib/children.ts';
import { benchDatabase, postgresReachable, type SqlClient } from './lib/database.ts';
import { percentile, rssKb } from './lib/process-stats.ts';
import { machine, writeResults } from './lib/report.ts';
import { startAppServer } from './lib/servers.ts';

const budget = { deliveryP95Ms: 50 };
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const connections = option('connections', 5000);
const chatCount = option('chats', 250);
const seconds = option('seconds', 10);
/** Messages a second per chat: each person sends 12 a minute, under the 30 a minute limit. */
const perChatRate = 0.4;
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const app = { key: 'marketplace-key', secret: crypto.randomBytes(24).toString('hex') };

interface Member {
  userId: number;
  token: string;
}
interface BenchChat {
  id: number;
  members: [Member, Member];
}

/** People with a live session each, and chats of two, written straight into the bench database. */
async function arrangeChats(client: SqlClient): Promise<BenchChat[]> {
  const chats: BenchChat[] = [];
  for (let i = 0; i < chatCount; i++) {
    const members = [] as Member[];
    for (const side of [0, 1]) {
      const token = newSessionToken();
      const [user] = await client.query<{ id: number }>(
        `INSERT INTO users (phone, name) VALUES ($1, $2) RETURNING id`,
        [`+7999${String(i * 2 + side).padStart(7, '0')}`, `Собеседник ${i * 2 + side}`],
      );
      await client.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [user!.id, hashToken(token)],
      );
      members.push({ userId: user!.id, token });
    }
    const [low, high] = [members[0]!.userId, members[1]!.userId].sort((a, b) => a - b);
    const [chat] = await client.query<{ id: number }>(
      `INSERT INTO chats (low_user_id, high_user_id) VALUES ($1, $2) RETURNING id`,
      [low, high],
    );
    chats.push({ id: chat!.id, members: members as [Member, Member] });
  }
  return chats;
}

/** A protocol client: connects, subscribes with a signature the bench makes, hands events on. */
function openSocket(
  base: string,
  channel: string,
  userId: number,
  onEvent: (event: string, data: string) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/app/${app.key}?protocol=7&client=bench`);
    ws.on('error', reject);
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString('utf8')) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        const channelData = JSON.stringify({ user_id: userId });
        const auth = signSubscription(app, socketId, channel, channelData);
        ws.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(ws);
      } else if (frame.event === 'pusher:subscription_error') {
        reject(new Error(`subscription refused: ${JSON.stringify(frame.data)}`));
      } else {
        onEvent(frame.event, frame.data);
      }
    });
  });
}

async function inBatches<T>(count: number, size: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => open(start + k));
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

async function main() {
  installShutdownHandlers();
  if (!(await postgresReachable(pgUrl))) throw new Error(`PostgreSQL does not answer at ${pgUrl}`);
  const db = benchDatabase('postgres', pgUrl, 'mp_bench_realtime');
  await db.recreate();
  const server = await startAppServer(db, { PUSHER_APP_SECRET: app.secret });
  const sockets: WebSocket[] = [];
  try {
    const client = await db.connect();
    const chats = await arrangeChats(client).finally(() => client.close());
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const onMessage = (recipient: number) => (event: string, data: string) => {
      if (event !== 'new-message') return;
      const message = JSON.parse(data) as { message: string; user_id: number };
      const started = sentAt.get(message.message);
      if (message.user_id !== recipient && started !== undefined) latencies.push(performance.now() - started);
    };

    const rssBefore = rssKb(server.pid);
    const connectStarted = performance.now();
    const members = chats.flatMap((chat) => chat.members.map((member) => ({ chat, member })));
    sockets.push(
      ...(await inBatches(members.length, 200, (i) => {
        const { chat, member } = members[i]!;
        return openSocket(server.baseUrl, `private-chat.${chat.id}`, member.userId, onMessage(member.userId));
      })),
    );
    const idle = Math.max(0, connections - members.length);
    sockets.push(
      ...(await inBatches(idle, 200, (i) =>
        openSocket(server.baseUrl, `private-user-notifications.${1_000_000 + i}`, 1_000_000 + i, () => {}),
      )),
    );
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = rssKb(server.pid);
    console.log(
      `${sockets.length} connections in ${connectSeconds.toFixed(1)} s; server RSS ${rssBefore} → ${rssAfter} KB`,
    );

    const keepAlive = setInterval(
      () => sockets.forEach((ws) => ws.send('{"event":"pusher:ping","data":{}}')),
      20_000,
    );
    let sent = 0;
    let refused = 0;
    const intervalMs = 1000 / (perChatRate * chats.length);
    const endAt = performance.now() + seconds * 1000;
    const posts: Promise<void>[] = [];
    for (let seq = 0; performance.now() < endAt; seq++) {
      const chat = chats[seq % chats.length]!;
      const from = chat.members[Math.floor(seq / chats.length) % 2]!;
      const text = `bench ${seq}`;
      sentAt.set(text, performance.now());
      sent++;
      posts.push(
        fetch(`${server.baseUrl}/api/chats/${chat.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
          body: JSON.stringify({ message: text }),
        }).then((res) => {
          if (res.status !== 201) refused++;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    await Promise.all(posts);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(keepAlive);

    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      connections: sockets.length,
      connect_seconds: Number(connectSeconds.toFixed(1)),
      rss_before_kb: rssBefore,
      rss_after_kb: rssAfter,
      kb_per_connection: Number(((rssAfter - rssBefore) / sockets.length).toFixed(1)),
      messages_sent: sent,
      messages_refused: refused,
      messages_delivered: latencies.length,
      delivery_ms: {
        p50: Number(percentile(sorted, 50).toFixed(1)),
        p95: Number(percentile(sorted, 95).toFixed(1)),
        p99: Number(percentile(sorted, 99).toFixed(1)),
      },
    };
    const pass = refused === 0 && latencies.length === sent && result.delivery_ms.p95 < budget.deliveryP95Ms;
    console.table([{ ...result, delivery_ms: undefined, ...result.delivery_ms }]);
    console.log(
      `delivery p95 ${result.delivery_ms.p95} ms, budget < ${budget.deliveryP95Ms} ms: ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `Results: ${await writeResults({ kind: 'realtime', machine: machine(), result, budget, pass }, new Date())}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    sockets.forEach((ws) => ws.terminate());
    await server.stop();
  }
}

await main();
