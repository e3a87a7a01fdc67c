import type { FastifyInstance } from 'fastify';
import { messages } from '@mp/contract';
import { validationError } from './errors.ts';

/** Levels of arrays and objects a JSON body may nest; no request of the API needs more than a few. */
export const maxJsonDepth = 32;

const quote = 0x22;
const backslash = 0x5c;
const opening = new Set([0x5b, 0x7b]); // [ {
const closing = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests deeper than `limit`, by counting brackets outside strings: one pass, no parse. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === backslash) i += 1;
      else if (char === quote) inString = false;
    } else if (char === quote) inString = true;
    else if (opening.has(char)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (closing.has(char)) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (empty bodies, charsets, `__proto__` and the 1 MB body limit as before)
 * behind a depth check. Deep nesting is cheap to send (3,300 levels fit in 7 KB) and every walk of
 * the parsed value, the well-formed-input hook first, recurses once per level until the stack runs
 * out: such a body is refused with 422 before it is parsed.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body, maxJsonDepth)) {
      done(validationError({ _: [messages.requestTooDeep] }), undefined);
      return;
    }
    void parse(request, body, done);
  });
}
