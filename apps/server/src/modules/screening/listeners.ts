import type { DomainEventBus } from '../../domain-events.ts';
import type { ScreeningService } from './service.ts';

/** A moderator's decision on a flagged ad is kept with its rules, exactly once (in the outbox entry's transaction). */
export function listenForOutcomes(
  events: Pick<DomainEventBus, 'onInTransaction'>,
  screening: ScreeningService,
) {
  events.onInTransaction('ad.moderated', 'screening.outcomes', (decision, tx) =>
    screening.recordOutcome(tx, decision),
  );
}
