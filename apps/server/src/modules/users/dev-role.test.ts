import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@mp/contract';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
const roleOf = async (id: number) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('POST /api/dev/role (outside production)', () => {
  it('gives the account with this phone a role, which its next request has', async () => {
    const person = await t.signedIn();
    const res = await t.call('POST', '/dev/role', undefined, { phone: person.user.phone, role: 'moderator' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.roleGranted });
    expect(await roleOf(person.user.id)).toBe('moderator');
    expect((await t.call('GET', '/moderation/products', person.token)).statusCode).toBe(200);
  });

  it('answers 404 for a phone with no account and 422 for a malformed phone or an unknown role', async () => {
    const person = await t.signedIn();
    expect(
      (await t.call('POST', '/dev/role', undefined, { phone: '+79990000001', role: 'admin' })).json(),
    ).toEqual({
      message: messages.userNotFound,
    });
    for (const body of [
      { phone: 'телефон', role: 'admin' },
      { phone: person.user.phone, role: 'owner' },
      {},
    ]) {
      expect((await t.call('POST', '/dev/role', undefined, body)).statusCode).toBe(422);
    }
    expect(await roleOf(person.user.id)).toBe('user');
  });
});
