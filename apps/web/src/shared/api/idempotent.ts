import type { z } from 'zod';
import { idempotencyKeyHeader } from '@mp/contract';
import { apiRequest } from './http.ts';

/** A money-moving `POST` (design §5): the JSON body with the `Idempotency-Key` of its submission. */
export const idempotentPost = <T extends z.ZodType>(path: string, body: unknown, key: string) =>
  apiRequest<T>(path, {
    method: 'POST',
    body: JSON.stringify(body ?? {}),
    headers: { [idempotencyKeyHeader]: key },
  });
