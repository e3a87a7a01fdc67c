import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { messages, storageKeys, type RefreshReply } from '@mp/contract';
import { beginSignOut, sessionExpiredEvent } from '../auth/session.ts';
import { ApiError, apiGet, apiRequest, apiSend, broadcastingAuthPath, logoutPath } from './http.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () => json(401, { message: messages.unauthenticated });
type OkReply = z.ZodType<{ ok: boolean }>;
const fresh: RefreshReply = { token: 'new-token', sanctum_token: 'new-token', jwt_token: 'new-jwt' };

interface Call {
  path: string;
  authorization: string | null;
}

/** A fake network: `/api/auth/refresh` answers `refresh`; other paths 401 until the token is new. */
function network(refresh: () => Response) {
  const calls: Call[] = [];
  const fetchStub = vi.fn((input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ path, authorization });
    if (path === '/api/auth/refresh') return Promise.resolve(refresh());
    return Promise.resolve(
      authorization === 'Bearer new-token' ? json(200, { ok: true }) : unauthenticated(),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, refreshCalls: () => calls.filter((call) => call.path === '/api/auth/refresh') };
}

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'old-token');
  localStorage.setItem(storageKeys.jwtToken, 'old-jwt');
  localStorage.setItem(storageKeys.user, '{"id":1}');
  localStorage.setItem(storageKeys.city, '{"id":7}');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('401 Unauthenticated.', () => {
  it('refreshes once for three concurrent requests, with the JWT, and retries each', async () => {
    const { refreshCalls } = network(() => json(200, fresh));
    const replies = await Promise.all([
      apiGet<OkReply>('/user'),
      apiGet<OkReply>('/cart'),
      apiGet<OkReply>('/favorites'),
    ]);
    expect(replies).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls()).toEqual([{ path: '/api/auth/refresh', authorization: 'Bearer old-jwt' }]);
    expect(localStorage.getItem(storageKeys.token)).toBe('new-token');
    expect(localStorage.getItem(storageKeys.jwtToken)).toBe('new-jwt');
  });

  it('keeps a session-only session in sessionStorage', async () => {
    localStorage.clear();
    sessionStorage.setItem(storageKeys.token, 'old-token');
    sessionStorage.setItem(storageKeys.jwtToken, 'old-jwt');
    network(() => json(200, fresh));
    await expect(apiGet<OkReply>('/user')).resolves.toEqual({ ok: true });
    expect(sessionStorage.getItem(storageKeys.token)).toBe('new-token');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('rejects, clears the session and sends the user home when the refresh fails', async () => {
    const { calls } = network(unauthenticated);
    const expired = vi.fn();
    window.addEventListener(sessionExpiredEvent, expired);
    const error: unknown = await apiGet<OkReply>('/user').catch((e: unknown) => e);
    window.removeEventListener(sessionExpiredEvent, expired);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.map((call) => call.path)).toEqual(['/api/user', '/api/auth/refresh']);
    for (const key of [storageKeys.token, storageKeys.jwtToken, storageKeys.user])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(storageKeys.city)).toBe('{"id":7}');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    network(() => json(503, { message: '' }));
    await expect(apiGet<OkReply>('/user')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(storageKeys.token)).toBe('old-token');
  });

  it('retries without refreshing again when a refresh rotated the token meanwhile', async () => {
    const { refreshCalls } = network(() => json(200, fresh));
    const rotatedMeanwhile = vi.fn(() => {
      localStorage.setItem(storageKeys.token, 'new-token');
      return Promise.resolve(unauthenticated());
    });
    vi.stubGlobal('fetch', vi.fn(fetch).mockImplementationOnce(rotatedMeanwhile));
    await expect(apiGet<OkReply>('/user')).resolves.toEqual({ ok: true });
    expect(rotatedMeanwhile).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toEqual([]);
  });

  it('takes the tokens another tab stored when the server says that tab refreshed first (409)', async () => {
    const { refreshCalls } = network(() => {
      localStorage.setItem(storageKeys.token, 'new-token');
      return json(409, { message: messages.tokenRefreshError });
    });
    await expect(apiGet<OkReply>('/user')).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.user)).toBe('{"id":1}');
  });

  it('skips the refresh without a stored token', async () => {
    localStorage.clear();
    const { calls } = network(() => json(200, fresh));
    await expect(apiGet<OkReply>('/user')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.path)).toEqual(['/api/user']);
  });

  it('keeps the session when the broadcasting authorisation cannot refresh', async () => {
    network(unauthenticated);
    await expect(apiGet<OkReply>(broadcastingAuthPath)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(storageKeys.token)).toBe('old-token');
  });

  it('neither refreshes nor ends the session for a request the logout under way made the server refuse', async () => {
    const { refreshCalls } = network(() => json(200, fresh));
    const expired = vi.fn();
    window.addEventListener(sessionExpiredEvent, expired);
    const endSignOut = beginSignOut();
    const refused = apiGet<OkReply>('/user').catch((e: unknown) => e);
    const loggedOut = apiRequest<OkReply>(logoutPath, { method: 'POST' });
    const [error, logoutReply] = await Promise.all([refused, loggedOut]);
    endSignOut();
    window.removeEventListener(sessionExpiredEvent, expired);

    expect(error).toMatchObject({ status: 401 });
    // The logout's own expired token is still refreshed once, so the server ends the session.
    expect(logoutReply).toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshes the same token again once the sign-out mark has ended', async () => {
    const { refreshCalls } = network(() => json(200, fresh));
    beginSignOut()();
    await expect(apiGet<OkReply>('/user')).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('leaves other 401 replies alone', async () => {
    const fetchStub = vi.fn(() => Promise.resolve(json(401, { message: messages.loginInvalid })));
    vi.stubGlobal('fetch', fetchStub);
    await expect(apiGet<OkReply>('/login')).rejects.toMatchObject({ message: messages.loginInvalid });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe('a success without a body', () => {
  const answer = (response: Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(response)),
    );

  it('is done for apiSend (a 204), and unreadable for apiRequest, which expects a reply', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiSend('/push/subscriptions', { method: 'DELETE' })).resolves.toBeUndefined();
    answer(new Response(null, { status: 204 }));
    await expect(apiRequest<OkReply>('/push/subscriptions', { method: 'DELETE' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('fails for apiSend as for apiRequest, with the server’s message', async () => {
    answer(json(422, { message: messages.pushEndpointInvalid }));
    await expect(apiSend('/push/subscriptions', { method: 'POST' })).rejects.toMatchObject({
      status: 422,
      message: messages.pushEndpointInvalid,
    });
  });
});
