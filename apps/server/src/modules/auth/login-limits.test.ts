import { describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { newClient } from '../../test/auth.ts';
import { useTestApp } from '../../test/harness.ts';
import { authLimits } from './limits.ts';

// Behind a proxy, as in production: the client's address comes from X-Forwarded-For.
const t = useTestApp({ env: () => ({ TRUST_PROXY: 'true' }) });
const password = 'секретный-пароль';
const wrong = 'не-тот-пароль';

const login = (phone: string, tried: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { phone, password: tried },
    headers: { 'x-forwarded-for': address },
  });

/** Signs up a new phone; its owner signs in from `owner.ip`. */
async function newOwner() {
  const owner = newClient();
  await t.client.signUp(owner, password);
  return owner;
}

/** The statuses of `times` tries of `tried` at `phone` from `address`, one after another. */
async function tries(phone: string, tried: string, address: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(phone, tried, address)).statusCode);
  return statuses;
}

describe('login limits', () => {
  it('do not lock the owner out after ten wrong passwords from other addresses', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 10; i++) {
      expect((await login(owner.phone, wrong, newClient().ip)).statusCode).toBe(422);
    }
    expect((await login(owner.phone, password, owner.ip)).statusCode).toBe(200);
  });

  it('refuse an address after ten wrong passwords at a phone, with Retry-After, the right one too', async () => {
    const owner = await newOwner();
    const stranger = newClient().ip;
    expect(await tries(owner.phone, wrong, stranger, 10)).toEqual(Array(10).fill(422));
    const refused = await login(owner.phone, password, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(owner.phone, password, owner.ip)).statusCode).toBe(200);
  });

  it('count failures: a success clears its address’s', async () => {
    const owner = await newOwner();
    expect(await tries(owner.phone, wrong, owner.ip, 9)).toEqual(Array(9).fill(422));
    expect((await login(owner.phone, password, owner.ip)).statusCode).toBe(200);
    expect((await login(owner.phone, wrong, owner.ip)).statusCode).toBe(422);
  });

  it('past the tries a phone takes from everywhere, give each address one try and still let the owner in', async () => {
    const owner = await newOwner();
    const { loginPerPhone, loginPerIp, loginPerPhoneAndIp } = authLimits.rate;
    // Two addresses spend the phone's tries (each as many as an address may make), mostly refused.
    const perAddress = loginPerPhone.limit / 2;
    expect(perAddress).toBeLessThanOrEqual(loginPerIp.limit);
    for (const address of [newClient().ip, newClient().ip]) {
      const statuses = await tries(owner.phone, wrong, address, perAddress);
      expect(statuses.filter((status) => status === 422)).toHaveLength(loginPerPhoneAndIp.limit);
    }

    const stranger = newClient().ip;
    expect(await tries(owner.phone, wrong, stranger, 2)).toEqual([422, 429]);
    expect((await login(owner.phone, password, stranger)).statusCode).toBe(429);
    // The owner, from an address without failures; again, since a success clears them.
    expect((await login(owner.phone, password, owner.ip)).statusCode).toBe(200);
    expect((await login(owner.phone, password, owner.ip)).statusCode).toBe(200);
  });
});
