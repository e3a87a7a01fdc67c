import { expect, test } from '@playwright/test';
import { pushLabels } from '@mp/contract';
import { startPushService } from '../../apps/server/src/test/push-service.ts';
import { publishAd } from '../support/ads.ts';
import { serviceWorkerReady } from '../support/service-worker.ts';
import { actAs, signUp } from '../support/session.ts';

// The browser's push service is out of this machine's reach: Chromium's subscription is replaced at
// `PushManager.subscribe` by one to a push service of the test's own on 127.0.0.1, whose keys the test
// made, so that it decrypts what the server sends as the browser would. The rest is the real thing.
test.use({ serviceWorkers: 'allow' });

test('after their first message a person turns push on; with the site closed, the answer arrives as a push and the worker shows it', async ({
  page,
  context,
}) => {
  const pushService = await startPushService();
  try {
    const device = pushService.subscription();
    await context.addInitScript(
      ({ endpoint, keys }) => {
        const storedKey = 'e2e-push-subscription';
        const subscription = () => ({
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: () => {
            localStorage.removeItem(storedKey);
            return Promise.resolve(true);
          },
        });
        PushManager.prototype.subscribe = function () {
          localStorage.setItem(storedKey, '1');
          return Promise.resolve(subscription() as unknown as PushSubscription);
        };
        PushManager.prototype.getSubscription = function () {
          const subscribed = localStorage.getItem(storedKey) !== null;
          return Promise.resolve(subscribed ? (subscription() as unknown as PushSubscription) : null);
        };
      },
      { endpoint: device.endpoint, keys: device.keys },
    );

    const seller = await signUp(page.request, 'Продавец Самокатов');
    const adId = await publishAd(page, seller, {
      name: `Самокат ${Date.now().toString(36)}`,
      price: 9000,
      quantity: 1,
    });
    const buyer = await signUp(page.request, 'Покупатель Самоката');
    await actAs(page, buyer);
    await page.goto(`/product/${adId}`);
    await page.getByRole('button', { name: 'Написать продавцу' }).click();
    const field = page.getByRole('textbox', { name: 'Напишите сообщение…' });
    await field.fill('Добрый день! Самокат ещё продаётся?');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/profile\/messages\/\d+$/);
    const chatPath = new URL(page.url()).pathname;

    // Asked after the first message, with the reason, never before.
    await expect(page.getByText(pushLabels.askAfterMessage)).toBeVisible();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/push/subscriptions') && res.request().method() === 'POST',
    );
    // The browser's own question, answered «Разрешить».
    await context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: pushLabels.enable }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByText(pushLabels.askAfterMessage)).toHaveCount(0);

    // The buyer closes the site; the seller answers.
    await page.close();
    const chatId = Number(chatPath.split('/').pop());
    const buyerOnline = async () => {
      const chat = await context.request.get(`/api/chats/${chatId}`, {
        headers: { authorization: `Bearer ${seller.token}` },
      });
      const { data } = (await chat.json()) as { data: { users: { id: number; is_online: boolean }[] } };
      return data.users.find((user) => user.id === buyer.user.id)?.is_online;
    };
    await expect.poll(buyerOnline).toBe(false);
    const sentAt = Date.now();
    const answer = await context.request.post(`/api/chats/${chatId}/messages`, {
      headers: { authorization: `Bearer ${seller.token}` },
      data: { message: 'Да, продаётся. Можно посмотреть сегодня вечером.' },
    });
    expect(answer.status(), await answer.text()).toBe(201);

    await expect.poll(() => pushService.receivedAt(device.endpoint).length, { timeout: 5_000 }).toBe(1);
    const [push] = pushService.receivedAt(device.endpoint);
    expect(push!.at - sentAt).toBeLessThan(5_000);
    expect(push!.message).toMatchObject({
      title: 'Продавец Самокатов',
      body: 'Да, продаётся. Можно посмотреть сегодня вечером.',
      url: chatPath,
    });
    expect(push!.message.tag.length).toBeGreaterThan(0);
    expect(pushService.failures).toEqual([]);

    // What the push service would hand the browser, given to the app's worker: it shows the notification.
    const later = await context.newPage();
    await later.goto('/');
    await serviceWorkerReady(later);
    const browser = await context.newCDPSession(later);
    const registrationId = new Promise<string>((resolve) => {
      browser.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await browser.send('ServiceWorker.enable');
    const deliver = async () =>
      browser.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(later.url()).origin,
        registrationId: await registrationId,
        data: JSON.stringify(push!.message),
      });
    const shown = async () => {
      const notifications = await later.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notifications = await registration.getNotifications();
        return notifications.map(({ title, body, tag, data }) => ({
          title,
          body,
          tag,
          data: data as unknown,
        }));
      });
      // A push the browser hands a worker still starting up may be dropped, as a push service would
      // deliver again; a second one of the same tag replaces the first, so repeating cannot stack.
      if (notifications.length === 0) await deliver();
      return notifications;
    };
    await deliver();
    await expect.poll(shown).toEqual([
      {
        title: 'Продавец Самокатов',
        body: 'Да, продаётся. Можно посмотреть сегодня вечером.',
        tag: push!.message.tag,
        data: { url: chatPath },
      },
    ]);
  } finally {
    await pushService.close();
  }
});
