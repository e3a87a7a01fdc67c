import { expect } from 'vitest';

/** A refusal's body: the message, and the fields' messages for a 422. */
export interface Refusal {
  message: string;
  errors?: Record<string, string[]>;
}

/** The reply is a refusal with this status and this Russian message. */
export function expectRefused(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect((JSON.parse(res.body) as Refusal).message).toBe(message);
}
