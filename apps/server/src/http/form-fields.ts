import type { z } from 'zod';
import { messages } from '@mp/contract';
import { validationError } from './errors.ts';

/**
 * The text fields of a multipart form checked by a contract schema, as the JSON bodies are: a 422 with
 * each field's Russian messages when they do not pass.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message || messages.validationFailed);
  }
  throw validationError(errors);
}
