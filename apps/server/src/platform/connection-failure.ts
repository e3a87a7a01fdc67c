/** Node's codes for a server that cannot be reached or dropped the connection. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** PostgreSQL's: the server is shutting down or starting (class 57P), or the connection failed (class 08). */
const isServerUnavailableCode = (code: string) => /^(57P0[1-3]|08\d{3})$/.test(code);
/** What node-postgres says of a connection that ended or never came, and ioredis of a command it gave up. */
const driverMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Connection is closed/,
];
const driverErrorNames = new Set(['MaxRetriesPerRequestError']);

/**
 * Whether a request failed because a server it needs (PostgreSQL, Redis) could not be reached or went
 * away, as the driver or drizzle (which wraps the driver's error as its `cause`) reports it: a 503, not
 * a 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || isServerUnavailableCode(code))) return true;
    if (driverErrorNames.has(cause.name) || driverMessages.some((message) => message.test(cause.message))) {
      return true;
    }
    // An AggregateError (both addresses of localhost refused) carries the reasons in `errors`.
    if (cause instanceof AggregateError && cause.errors.some(isConnectionFailure)) return true;
  }
  return false;
}
