import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cronOf, type PeriodicJob } from './jobs.ts';
import { startInProcessJobs } from './in-process.ts';
import { recordingLog } from './test-log.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

/** A job whose runs the test finishes by hand. */
function heldJob(name: string, everyMinutes: number) {
  const finishers: (() => void)[] = [];
  let runs = 0;
  const job: PeriodicJob = {
    name,
    everyMinutes,
    run: () => {
      runs += 1;
      const run = runs;
      return new Promise((resolve) => finishers.push(() => resolve({ rows: run })));
    },
  };
  return {
    job,
    runs: () => runs,
    finishNext: () => finishers.shift()?.(),
  };
}

describe('startInProcessJobs', () => {
  it('runs each job at start and then every period, one run at a time', async () => {
    const log = recordingLog();
    const hourly = heldJob('hourly', 60);
    const often = heldJob('often', 5);
    const jobs = startInProcessJobs([hourly.job, often.job], log);
    await vi.waitFor(() => expect(hourly.runs()).toBe(1));
    // The second job waits for the first: the embedded database has one connection.
    expect(often.runs()).toBe(0);
    hourly.finishNext();
    await vi.waitFor(() => expect(often.runs()).toBe(1));
    often.finishNext();
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
    expect(log.info.mock.calls.map((call): unknown => call[0])).toEqual([
      { job: 'hourly', handled: { rows: 1 } },
      { job: 'often', handled: { rows: 1 } },
    ]);

    vi.advanceTimersByTime(5 * 60_000);
    await vi.waitFor(() => expect(often.runs()).toBe(2));
    expect(hourly.runs()).toBe(1);
    often.finishNext();
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(3));
    // Eleven periods of the frequent job pass with the hour: it runs once, then the hourly one.
    vi.advanceTimersByTime(55 * 60_000);
    await vi.waitFor(() => expect(often.runs()).toBe(3));
    expect(hourly.runs()).toBe(1);
    often.finishNext();
    await vi.waitFor(() => expect(hourly.runs()).toBe(2));
    hourly.finishNext();
    await jobs.close();
    expect(often.runs()).toBe(3);
  });

  it('queues a job once however many periods pass while it waits', async () => {
    const slow = heldJob('slow', 60);
    const quick = heldJob('quick', 1);
    const jobs = startInProcessJobs([slow.job, quick.job], recordingLog());
    await vi.waitFor(() => expect(slow.runs()).toBe(1));
    vi.advanceTimersByTime(10 * 60_000); // ten periods of `quick` behind one slow run
    slow.finishNext();
    await vi.waitFor(() => expect(quick.runs()).toBe(1));
    quick.finishNext();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quick.runs()).toBe(1);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(quick.runs()).toBe(2));
    quick.finishNext();
    await jobs.close();
  });

  it('lets close wait for the run in flight and start no other', async () => {
    const first = heldJob('first', 60);
    const second = heldJob('second', 60);
    const jobs = startInProcessJobs([first.job, second.job], recordingLog());
    await vi.waitFor(() => expect(first.runs()).toBe(1));
    let closed = false;
    const closing = jobs.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    first.finishNext();
    await closing;
    vi.advanceTimersByTime(120 * 60_000);
    expect([first.runs(), second.runs()]).toEqual([1, 0]);
  });

  it('logs a failed run and goes on with the others', async () => {
    const log = recordingLog();
    const failing: PeriodicJob = {
      name: 'failing',
      everyMinutes: 60,
      run: () => Promise.reject(new Error('database is down')),
    };
    const next = heldJob('next', 60);
    const jobs = startInProcessJobs([failing, next.job], log);
    await vi.waitFor(() => expect(next.runs()).toBe(1));
    next.finishNext();
    await jobs.close();
    expect(log.error).toHaveBeenCalledTimes(1);
    const [fields, message] = log.error.mock.calls[0] as [{ job: string; err: Error }, string];
    expect([fields.job, fields.err.message, message]).toEqual(['failing', 'database is down', 'job failed']);
  });

  it('refuses at start a period the shared queue of PostgreSQL could not schedule, running nothing', () => {
    const daily = heldJob('daily', 24 * 60);
    const hourly = heldJob('hourly', 60);
    expect(() => startInProcessJobs([hourly.job, daily.job], recordingLog())).toThrow(RangeError);
    expect(hourly.runs() + daily.runs()).toBe(0);
  });
});

describe('cronOf', () => {
  it('writes hourly and minute periods as cron, refusing one that does not divide an hour', () => {
    expect(cronOf(60)).toBe('0 * * * *');
    expect(cronOf(5)).toBe('*/5 * * * *');
    expect(cronOf(1)).toBe('*/1 * * * *');
    for (const minutes of [0, 7, 90, 2.5, -5]) expect(() => cronOf(minutes)).toThrow(RangeError);
  });
});
