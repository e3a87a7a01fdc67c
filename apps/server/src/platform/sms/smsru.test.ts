import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsSendError } from './sender.ts';
import { SmsRuSender } from './smsru.ts';

/** A stand-in for sms.ru on the loopback interface: records requests, answers what a test set. */
let server: http.Server;
let endpoint: string;
let received: { method?: string; contentType?: string; form: URLSearchParams }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const ok = (to: string) =>
  JSON.stringify({
    status: 'OK',
    status_code: 100,
    sms: { [to]: { status: 'OK', status_code: 100, sms_id: '1' } },
  });

describe('SmsRuSender', () => {
  it('posts api_id, to, msg and json=1 as a form', async () => {
    answer = { status: 200, body: ok('79120000001') };
    await new SmsRuSender('secret-id', endpoint).send({
      phone: '+79120000001',
      text: 'Код: 123456',
      code: '123456',
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      api_id: 'secret-id',
      to: '79120000001',
      msg: 'Код: 123456',
      json: '1',
    });
  });

  it.each([
    ['a refusal of the whole request', 200, JSON.stringify({ status: 'ERROR', status_code: 200 })],
    [
      'a refusal of the number',
      200,
      JSON.stringify({ status: 'OK', sms: { '79120000001': { status: 'ERROR', status_code: 207 } } }),
    ],
    ['an HTTP error', 503, 'busy'],
    ['a reply that is not JSON', 200, '<html>'],
  ])('throws on %s', async (_name, status, body) => {
    answer = { status, body };
    await expect(
      new SmsRuSender('secret-id', endpoint).send({ phone: '+79120000001', text: 'Код: 123456' }),
    ).rejects.toBeInstanceOf(SmsSendError);
  });

  it('throws when the gateway cannot be reached', async () => {
    const closed = new SmsRuSender('secret-id', 'http://127.0.0.1:1/sms/send');
    await expect(closed.send({ phone: '+79120000001', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
  });
});
