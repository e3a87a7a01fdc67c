import { stdSerializers } from 'pino';

/** Drizzle's failed query: its message and stack list the values bound to the statement. */
interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

const isFailedQuery = (error: Error): error is FailedQuery =>
  typeof (error as Partial<FailedQuery>).query === 'string' &&
  Array.isArray((error as Partial<FailedQuery>).params);

/**
 * The log's form of an error. A failed database statement keeps its SQL but not its values, which are
 * people's names, birth dates, addresses and messages; the database's own error (its `cause`) stays.
 */
export function errorForLog(error: Error): ReturnType<typeof stdSerializers.errWithCause> {
  const serialized = stdSerializers.errWithCause(error);
  if (!isFailedQuery(error)) return serialized;
  const message = `Failed query: ${error.query}`;
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  return {
    ...serialized,
    message,
    stack: frames === -1 ? message : message + (error.stack ?? '').slice(frames),
    params: `[${error.params.length} values not logged]`,
  };
}
