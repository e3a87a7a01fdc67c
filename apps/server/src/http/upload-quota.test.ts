import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type Draft } from '@mp/contract';
import { draftImages, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { form, picture, upload } from '../test/images.ts';

const t = useTestApp({ env: () => ({ UPLOADS_PER_HOUR: '3' }) });

const photos = async (count: number, field = 'images[]') =>
  form(
    await Promise.all(Array.from({ length: count }, async () => ({ field, data: await picture(64, 48) }))),
  );

describe('the upload quota of an account', () => {
  it('counts every form’s pictures and refuses past it with 429, storing nothing of that form', async () => {
    const seller = await t.signedIn();
    const created = await t.call('POST', '/drafts', seller.token, { name: 'Велосипед' });
    const draft = created.json<{ data: Draft }>().data;

    expect(
      (await upload(t.app, 'POST', `/drafts/${draft.id}/images`, seller.token, await photos(2))).statusCode,
    ).toBe(200);
    const over = await upload(t.app, 'POST', `/drafts/${draft.id}/images`, seller.token, await photos(2));
    expect([over.statusCode, over.json()]).toEqual([429, { message: messages.uploadsTooMany }]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const kept = await t.db.select().from(draftImages).where(eq(draftImages.draftId, draft.id));
    expect(kept).toHaveLength(2);

    // The avatar shares the quota; the account's profile keeps its photo as it was.
    const avatar = await upload(t.app, 'POST', '/user/avatar', seller.token, await photos(1, 'photo'));
    expect([avatar.statusCode, avatar.json()]).toEqual([429, { message: messages.uploadsTooMany }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row?.profilePhotoUrl).toBeNull();

    // Another account has its own.
    const other = await t.signedIn();
    expect(
      (await upload(t.app, 'POST', '/user/avatar', other.token, await photos(1, 'photo'))).statusCode,
    ).toBe(200);
  });
});
