import { useEffect, useState } from 'react';
import { messages, nearestCity, type City, type GeoPoint } from '@mp/contract';
import { useCities } from './api.ts';
import { GeolocationUnsupported, locate } from './locate.ts';
import { useCityStore } from './store.ts';

/** Set once the visitor has answered (or there is nothing to ask), so the question stays away this session. */
export const suggestionAnsweredKey = 'city_suggestion_answered';

const answered = (): boolean => sessionStorage.getItem(suggestionAnsweredKey) !== null;
const markAnswered = (): void => sessionStorage.setItem(suggestionAnsweredKey, '1');

/**
 * Spec §2, §9: on the first visit of a session, locate the visitor (high accuracy, 10 s timeout,
 * a position up to 5 minutes old will do) and suggest the nearest city within 50 km. Failures are
 * only logged. The suggestion is held apart from the selected city until the visitor says yes.
 */
export function useCitySuggestion(): { suggested: City | null; dismiss: () => void } {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [dismissed, setDismissed] = useState(answered);
  const cities = useCities(position !== null);
  const current = useCityStore((state) => state.city);

  useEffect(() => {
    if (answered()) return;
    locate().then(setPosition, (error: unknown) => {
      // Spec §8: a failure to locate the visitor on their own is only logged.
      console.warn(
        error instanceof GeolocationUnsupported
          ? messages.geolocationUnsupported
          : `Geolocation failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      markAnswered();
    });
  }, []);

  const nearest = position && cities.data ? nearestCity(cities.data, position) : null;
  const suggested = !dismissed && nearest && nearest.id !== current?.id ? nearest : null;
  return {
    suggested,
    dismiss: () => {
      markAnswered();
      setDismissed(true);
    },
  };
}
