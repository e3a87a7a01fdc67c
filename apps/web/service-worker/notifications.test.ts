import { describe, expect, it } from 'vitest';
import { pushLabels, type PushMessage } from '@mp/contract';
import { addressOf, notificationOf, windowFor } from './notifications.ts';

const origin = 'https://market.example';

describe('the notification of a push', () => {
  it('shows the message with its tag, the app icon and the address it opens', () => {
    const message: PushMessage = {
      title: 'Анна',
      body: 'Велосипед ещё продаётся?',
      url: '/profile/messages/7',
      tag: 'chat-7',
    };
    expect(notificationOf(message, pushLabels.appName)).toEqual({
      title: 'Анна',
      options: {
        body: 'Велосипед ещё продаётся?',
        tag: 'chat-7',
        icon: '/icons/icon-192.png',
        data: { url: '/profile/messages/7' },
      },
    });
  });

  it('still shows the app, opening its home, for a push that is not a message', () => {
    for (const payload of [undefined, 'text', { title: 'Без адреса', body: '', tag: 't' }]) {
      expect(notificationOf(payload, pushLabels.appName)).toEqual({
        title: pushLabels.appName,
        options: { icon: '/icons/icon-192.png', data: { url: '/' } },
      });
    }
  });
});

describe('the address a click opens', () => {
  it('is the push’s path on this site', () => {
    expect(addressOf({ url: '/profile/orders/3?tab=sales' }, origin)).toBe(
      `${origin}/profile/orders/3?tab=sales`,
    );
  });

  it('is the home page for another site’s address or none', () => {
    for (const data of [{ url: 'https://evil.example/x' }, { url: '//evil.example/x' }, null, { url: 5 }]) {
      expect(addressOf(data, origin)).toBe(`${origin}/`);
    }
  });
});

describe('the window a click brings forward', () => {
  const at = (path: string, focused = false) => ({ url: `${origin}${path}`, focused });

  it('is one already at the address, else the focused one, else any of the app', () => {
    const chat = at('/profile/messages/7');
    const focused = at('/search/moskva', true);
    const other = at('/');
    expect(windowFor([other, focused, chat], chat.url, origin)).toBe(chat);
    expect(windowFor([other, focused], chat.url, origin)).toBe(focused);
    expect(windowFor([other], chat.url, origin)).toBe(other);
  });

  it('is none when only another site’s windows are open', () => {
    expect(
      windowFor([{ url: 'https://other.example/', focused: true }], `${origin}/`, origin),
    ).toBeUndefined();
  });
});
