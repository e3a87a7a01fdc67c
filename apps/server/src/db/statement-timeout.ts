/** PostgreSQL's `query_canceled`: a statement stopped by its timeout (or cancelled by an administrator). */
const queryCanceled = '57014';

/** Whether a query failed because PostgreSQL cancelled its statement, as the driver or drizzle reports it. */
export function isStatementTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === queryCanceled) return true;
  }
  return false;
}
