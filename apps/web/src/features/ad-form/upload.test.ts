import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, refreshReplySchema, storageKeys, type RefreshReply } from '@mp/contract';
import { ApiError } from '../../shared/api/http.ts';
import { ok, serveApi } from '../../test/api.ts';
import { stubXhr } from './test/fake-xhr.ts';
import { uploadWithProgress } from './upload.ts';

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the body with the bearer token, reports progress and gives the reply', async () => {
    localStorage.setItem(storageKeys.token, 'session-token');
    const Xhr = stubXhr();
    const progress: number[] = [];
    const body = new FormData();
    const done = uploadWithProgress('/drafts/5/images', body, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = Xhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/drafts/5/images');
    expect(xhr.headers.authorization).toBe('Bearer session-token');
    expect(xhr.body).toBe(body);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { data: { id: 5 } });
    await expect(done).resolves.toEqual({ data: { id: 5 } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('turns a 422 into an ApiError with its field messages, and a lost connection into the network message', async () => {
    const Xhr = stubXhr();
    const refused = uploadWithProgress('/drafts/5/images', new FormData());
    Xhr.sent[0]!.respond(422, {
      message: messages.validationFailed,
      errors: { images: [messages.adImagesTooMany] },
    });
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: { images: [messages.adImagesTooMany] } });

    const lost = uploadWithProgress('/drafts/5/images', new FormData());
    Xhr.sent[1]!.fail();
    await expect(lost).rejects.toMatchObject({ status: 0, message: messages.networkError });
  });

  describe('on 401 Unauthenticated.', () => {
    const fresh: RefreshReply = { token: 'new-token', sanctum_token: 'new-token', jwt_token: 'new-jwt' };

    /** The upload is refused until it carries the refreshed token. */
    function expiredSession() {
      localStorage.setItem(storageKeys.token, 'old-token');
      localStorage.setItem(storageKeys.jwtToken, 'old-jwt');
      const Xhr = stubXhr();
      Xhr.autoReply = (xhr) =>
        xhr.headers.authorization === 'Bearer new-token'
          ? { status: 200, body: { data: { id: 5 } } }
          : { status: 401, body: { message: messages.unauthenticated } };
      return Xhr;
    }

    it('refreshes the session once, as every other call does, and sends the upload again', async () => {
      const Xhr = expiredSession();
      const sent = serveApi({ 'POST /api/auth/refresh': ok(refreshReplySchema, fresh) });
      await expect(uploadWithProgress('/drafts/5/images', new FormData())).resolves.toEqual({
        data: { id: 5 },
      });
      expect(Xhr.sent.map((xhr) => xhr.headers.authorization)).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
      expect(sent.map((request) => request.path)).toEqual(['/api/auth/refresh']);
      expect(localStorage.getItem(storageKeys.token)).toBe('new-token');
    });

    it('sends nothing again when the upload was cancelled while the session was refreshed', async () => {
      const Xhr = expiredSession();
      const cancel = new AbortController();
      serveApi({
        'POST /api/auth/refresh': () => {
          cancel.abort();
          return ok(refreshReplySchema, fresh);
        },
      });
      const upload = uploadWithProgress('/drafts/5/images', new FormData(), { signal: cancel.signal });
      await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
      expect(Xhr.sent).toHaveLength(1);
    });
  });
});
