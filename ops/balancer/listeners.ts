// Chat listeners: stock pusher-js clients connected through nginx, each subscribed to one chat's private
// channel, recording every `new-message`, every (re)subscription and every dropped connection.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import Pusher from 'pusher-js';
import type { Chat } from './people.ts';
import { waitFor } from './processes.ts';

export interface Listener {
  readonly chat: Chat;
  /** The instance port the WebSocket went to through nginx, when first connected. */
  port: number;
  /** Message text → when it arrived. */
  readonly received: Map<string, number>;
  /** When each `pusher:subscription_succeeded` arrived (again after every reconnection). */
  readonly subscribedAt: number[];
  /** When the connection left the `connected` state. */
  readonly droppedAt: number[];
  isConnected(): boolean;
  close(): void;
}

function connect(proxyUrl: string, chat: Chat): { listener: Listener; subscribed: Promise<void> } {
  const { hostname, port } = new URL(proxyUrl);
  const listener = chat.members[1];
  const pusher = new Pusher('marketplace-key', {
    cluster: '',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    disableStats: true,
    channelAuthorization: {
      endpoint: `${proxyUrl}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${listener.jwt}` },
    },
  });
  const state: Listener = {
    chat,
    port: 0,
    received: new Map(),
    subscribedAt: [],
    droppedAt: [],
    isConnected: () => pusher.connection.state === 'connected',
    close: () => pusher.disconnect(),
  };
  pusher.connection.bind('state_change', ({ previous }: { previous: string }) => {
    if (previous === 'connected') state.droppedAt.push(Date.now());
  });
  const channel = pusher.subscribe(`private-chat.${chat.id}`);
  channel.bind('new-message', (message: { message: string }) =>
    state.received.set(message.message, Date.now()),
  );
  const subscribed = new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => {
      state.subscribedAt.push(Date.now());
      resolve();
    });
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription to chat ${chat.id} refused: ${JSON.stringify(error)}`)),
    );
  });
  return { listener: state, subscribed };
}

interface TcpEntry {
  localPort: number;
  remotePort: number;
  established: boolean;
  inode: string;
}

function tcpEntries(): TcpEntry[] {
  const port = (address: string) => parseInt(address.split(':')[1] ?? '', 16);
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 9)
    .map((f) => ({
      localPort: port(f[1]!),
      remotePort: port(f[2]!),
      established: f[3] === '01',
      inode: f[9]!,
    }));
}

/** Where a link points; '' for one gone meanwhile (a descriptor closed since the listing). */
function linkTarget(link: string): string {
  try {
    return fs.readlinkSync(link);
  } catch {
    return '';
  }
}

/** The socket inodes this test process holds. */
function ownSockets(): Set<string> {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    const inode = /^socket:\[(\d+)\]$/.exec(linkTarget(`/proc/self/fd/${fd}`))?.[1];
    if (inode) inodes.add(inode);
  }
  return inodes;
}

/**
 * Open connections to each instance port from anyone but this test process (whose own keep-alive
 * connections to the instances are setup): nginx's. nginx opens a connection per HTTP request and only
 * WebSockets stay open, so with no load running this counts the WebSockets each instance holds.
 */
function openConnectionsTo(ports: number[]): Map<number, number> {
  const entries = tcpEntries();
  const own = ownSockets();
  const ownEnds = new Set(
    entries.filter((e) => own.has(e.inode)).map((e) => `${e.localPort}>${e.remotePort}`),
  );
  const counts = new Map(ports.map((port) => [port, 0]));
  for (const entry of entries) {
    const fromUs = ownEnds.has(`${entry.remotePort}>${entry.localPort}`);
    if (!entry.established || !counts.has(entry.localPort) || fromUs) continue;
    counts.set(entry.localPort, counts.get(entry.localPort)! + 1);
  }
  return counts;
}

/** The port of the instance that took the one new connection since `before` (with no load running). */
async function instanceOfNewConnection(before: Map<number, number>, ports: number[]): Promise<number> {
  let found = 0;
  await waitFor('a WebSocket open on one instance', async () => {
    const now = openConnectionsTo(ports);
    const grown = ports.filter((port) => now.get(port)! > before.get(port)!);
    const added = ports.reduce((sum, port) => sum + now.get(port)! - before.get(port)!, 0);
    found = grown.length === 1 && added === 1 ? grown[0]! : 0;
    return found !== 0;
  });
  return found;
}

/**
 * One listener per chat, opened one at a time to learn which instance each landed on, until each
 * instance holds at least `perInstance` of them. A request between two connections moves nginx's
 * round-robin on, so that the sockets do not all keep landing on the same instance.
 */
export async function openListeners(
  proxyUrl: string,
  chats: Chat[],
  ports: number[],
  perInstance: number,
): Promise<Listener[]> {
  const listeners: Listener[] = [];
  const holding = (port: number) => listeners.filter((l) => l.port === port).length;
  // Earlier listeners' sockets, just closed, must be gone before new ones are counted.
  await waitFor('no WebSocket left on the instances', async () =>
    [...openConnectionsTo(ports).values()].every((count) => count === 0),
  );
  for (let i = 0; listeners.length < chats.length || ports.some((p) => holding(p) < perInstance); i++) {
    if (i >= chats.length * 3) throw new Error(`listeners did not spread: ${spread(listeners, ports)}`);
    const before = openConnectionsTo(ports);
    const { listener, subscribed } = connect(proxyUrl, chats[i % chats.length]!);
    await subscribed;
    // The authorisation's own connection closes right after its answer; let it go first.
    await sleep(50);
    listener.port = await instanceOfNewConnection(before, ports);
    listeners.push(listener);
    if (holding(listener.port) > Math.min(...ports.map(holding))) await fetch(`${proxyUrl}/api/health`);
  }
  return listeners;
}

export function spread(listeners: Listener[], ports: number[]): string {
  return ports.map((port) => `${port}: ${listeners.filter((l) => l.port === port).length}`).join(', ');
}

export function closeListeners(listeners: Listener[]): void {
  for (const listener of listeners) listener.close();
}

/** Waits until `listener` has `text`, up to `timeoutMs`; whether it arrived. */
export async function receives(listener: Listener, text: string, timeoutMs = 5_000): Promise<boolean> {
  return waitFor(`«${text}» at chat ${listener.chat.id}`, async () => listener.received.has(text), {
    timeoutMs,
    everyMs: 20,
  }).then(
    () => true,
    () => false,
  );
}
