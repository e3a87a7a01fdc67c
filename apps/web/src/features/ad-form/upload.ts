import { messages } from '@mp/contract';
import { ApiError, withSessionRefresh } from '../../shared/api/http.ts';

export interface UploadOptions {
  /** Share of the body sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api<path>` with a multipart body through XMLHttpRequest, which (unlike fetch) reports upload
 * progress. Same bearer token, session refresh and error shape as `apiRequest`; resolves with the
 * reply's JSON.
 */
export const uploadWithProgress = (path: string, body: FormData, options: UploadOptions = {}) =>
  withSessionRefresh(path, (token) => send(path, body, token, options));

function send(
  path: string,
  body: FormData,
  token: string | null,
  { onProgress, signal }: UploadOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    // Cancelled while the session was being refreshed: no second upload.
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let reply: unknown;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        reply = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(reply);
        return;
      }
      const { message, errors } = (reply ?? {}) as { message?: string; errors?: Record<string, string[]> };
      reject(new ApiError(xhr.status, message ?? '', errors));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, messages.networkError)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
