import { describe, expect, it } from 'vitest';
import { parseLastJson } from './last-json.ts';

describe('parseLastJson', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['{"a":1}{"token":"t"}', { token: 't' }],
    ['{"a":"}{"}\n{"token":"t\\"}"}', { token: 't"}' }],
    ['[1,2]', [1, 2]],
  ])('reads %j', (text, expected) => {
    expect(parseLastJson(text)).toEqual(expected);
  });

  it.each(['', '<html>Bad Gateway</html>', '{"a":1}{"b":'])('gives undefined for %j', (text) => {
    expect(parseLastJson(text)).toBeUndefined();
  });
});
