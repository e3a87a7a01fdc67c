import { format } from 'node:util';

/**
 * Console errors and warnings are failures in the web tests (test/setup.ts checks after every test): a
 * React warning (act, keys, a bad prop) or the app's own logging that no test asked for is a bug in the
 * app or the test. A test that exercises a logged path says so with `expectConsole`.
 */
export type ConsoleLevel = 'error' | 'warn';

interface Logged {
  level: ConsoleLevel;
  message: string;
}

interface Expected {
  level: ConsoleLevel;
  matches: (message: string) => boolean;
  description: string;
}

let logged: Logged[] = [];
let expected: Expected[] = [];

/**
 * Declares that the running test logs, at `level`, one or more messages matching `pattern` (a string:
 * the whole message); every such message is then taken as expected, and the test fails if none was logged.
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): void {
  // Without g or y a pattern keeps no position between messages.
  const regExp =
    typeof pattern === 'string' ? null : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  expected.push({
    level,
    matches: (message) => (regExp ? regExp.test(message) : message === pattern),
    description: regExp ? String(regExp) : JSON.stringify(pattern),
  });
}

/**
 * Replaces console.error and console.warn with recorders. Plain functions, not `vi.spyOn`, so that a
 * test's `vi.restoreAllMocks()` leaves them in place.
 */
export function recordConsole(): () => void {
  const original = { error: console.error, warn: console.warn };
  const recorder =
    (level: ConsoleLevel) =>
    (...args: unknown[]) => {
      logged.push({ level, message: format(...args) });
    };
  console.error = recorder('error');
  console.warn = recorder('warn');
  return () => {
    console.error = original.error;
    console.warn = original.warn;
  };
}

/**
 * Ends a test's watch of the console: throws, listing them, if messages were logged that no
 * `expectConsole` of the test matched, or if an `expectConsole` matched nothing.
 */
export function checkConsole(): void {
  const accounts = (expectation: Expected, entry: Logged) =>
    expectation.level === entry.level && expectation.matches(entry.message);
  const unexpected = logged.filter((entry) => !expected.some((expectation) => accounts(expectation, entry)));
  const unmet = expected.filter((expectation) => !logged.some((entry) => accounts(expectation, entry)));
  logged = [];
  expected = [];
  const problems = [
    ...unexpected.map(({ level, message }) => `console.${level}: ${message}`),
    ...unmet.map(
      ({ level, description }) => `expected console.${level} matching ${description}, none logged`,
    ),
  ];
  if (problems.length > 0) {
    throw new Error(`Unexpected console output:\n\n${problems.join('\n\n')}`);
  }
}
