import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createProductChanges } from '../products/product-changes.ts';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('product changes', () => {
  it('tell this process’s listeners at once', async () => {
    const changes = createProductChanges(undefined, log);
    const heard: number[] = [];
    changes.listen((id) => heard.push(id));
    changes.announce(7);
    expect(heard).toEqual([7]);
    await changes.close();
  });

  // With REDIS_URL (the PostgreSQL + Redis run), another instance hears it through the channel;
  // without it, a second instance is independent and hears nothing.
  it('reach other instances through Redis when it is configured', async () => {
    const url = process.env.REDIS_URL;
    const a = createProductChanges(url, log);
    const b = createProductChanges(url, log);
    const heardByB: number[] = [];
    b.listen((id) => heardByB.push(id));
    if (url) {
      // Subscriptions are ready once a message from this side comes back.
      await vi.waitFor(
        () => {
          a.announce(41);
          expect(heardByB).toContain(41);
        },
        { timeout: 5000, interval: 100 },
      );
      heardByB.length = 0;
      a.announce(42);
      await vi.waitFor(() => expect(heardByB).toContain(42));
    } else {
      a.announce(42);
      expect(heardByB).toEqual([]);
    }
    await a.close();
    await b.close();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
