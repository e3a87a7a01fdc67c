import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: string;
  /** Wait this long before answering (a provider that is too slow). */
  delayMs?: number;
}

/**
 * A stand-in for an external HTTP service on the loopback interface (port 0): records every request
 * and answers what the test set in `answer`. `close()` also drops connections still waiting.
 */
export async function startFakeHttp() {
  const received: ReceivedRequest[] = [];
  const fake = {
    received,
    answer: { status: 200, body: '[]' } as FakeAnswer,
    url: '',
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', fake.url),
        headers: req.headers,
        body,
      });
      const { status, body: reply, delayMs = 0 } = fake.answer;
      const timer = setTimeout(() => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(reply);
      }, delayMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
