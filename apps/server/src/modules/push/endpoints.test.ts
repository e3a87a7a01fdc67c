import { describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { endpointRefusal } from './endpoints.ts';

const production = { production: true, allowedHosts: ['fcm.googleapis.com', '*.push.apple.com'] };

describe('endpointRefusal', () => {
  it('in production takes HTTPS on the default port of an allowed host or a subdomain of a `*.` one', () => {
    expect(endpointRefusal('https://fcm.googleapis.com/fcm/send/x', production)).toBeUndefined();
    expect(endpointRefusal('https://FCM.googleapis.com:443/fcm/send/x', production)).toBeUndefined();
    expect(endpointRefusal('https://web.push.apple.com/x', production)).toBeUndefined();
    expect(endpointRefusal('https://a.b.push.apple.com/x', production)).toBeUndefined();
  });

  it('in production refuses other hosts, look-alikes, other schemes, ports and credentials', () => {
    const notAllowed = [
      'https://push.apple.com/x',
      'https://evilpush.apple.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://10.0.0.1/x',
      'https://localhost/x',
    ];
    for (const endpoint of notAllowed)
      expect(endpointRefusal(endpoint, production), endpoint).toBe(messages.pushEndpointNotAllowed);
    const invalid = [
      'http://fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:secret@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'fcm.googleapis.com/x',
    ];
    for (const endpoint of invalid)
      expect(endpointRefusal(endpoint, production), endpoint).toBe(messages.pushEndpointInvalid);
  });

  it('elsewhere takes any http(s) address, so a local push service can be tried', () => {
    const elsewhere = { ...production, production: false };
    expect(endpointRefusal('http://127.0.0.1:8080/push/1', elsewhere)).toBeUndefined();
    expect(endpointRefusal('https://push.example.ru/1', elsewhere)).toBeUndefined();
    expect(endpointRefusal('ftp://push.example.ru/1', elsewhere)).toBe(messages.pushEndpointInvalid);
  });
});
