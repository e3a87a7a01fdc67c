import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingTurns } from './turns.ts';

/** Counts the event loop's turns until stopped. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  return {
    now: () => turns,
    stop: () => {
      running = false;
    },
  };
}

/** Sends three statements at once; resolves with the turn each one's result came in. */
async function turnsOfThreeStatements(client: PGlite): Promise<number[]> {
  const counter = turnCounter();
  try {
    return await Promise.all(
      ['select 1', 'select 2', 'select 3'].map(async (statement) => {
        await client.query(statement);
        return counter.now();
      }),
    );
  } finally {
    counter.stop();
  }
}

let raw: PGlite;
let turning: PGlite;
beforeAll(async () => {
  [raw, turning] = await Promise.all([PGlite.create(), PGlite.create()]);
  takingTurns(turning);
});
afterAll(() => Promise.all([raw.close(), turning.close()]));

describe('takingTurns', () => {
  it('lets the event loop turn between queued statements, which PGlite runs back to back', async () => {
    const [first, second, third] = await turnsOfThreeStatements(raw);
    expect([second, third]).toEqual([first, first]);

    const turns = await turnsOfThreeStatements(turning);
    expect(turns[1]).toBeGreaterThan(turns[0]!);
    expect(turns[2]).toBeGreaterThan(turns[1]!);
  });

  it('runs the statements after a failed one, and transactions in their turn', async () => {
    const answers = await Promise.allSettled([
      turning.query<{ n: number }>('select 1 as n'),
      turning.query('select * from no_such_table'),
      turning.transaction(async (tx) => (await tx.query<{ n: number }>('select 3 as n')).rows[0]?.n),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers[2]).toEqual({ status: 'fulfilled', value: 3 });
  });
});
