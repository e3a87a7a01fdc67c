import { useState } from 'react';
import { messages, nearestCity, shellChrome, type City } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import { GeolocationUnsupported, locate } from './locate.ts';
import styles from './CityModal.module.css';

interface LocateButtonProps {
  cities: readonly City[];
  onLocated: (city: City) => void;
}

/**
 * «Определить мой город»: the nearest city of the list within 50 km of the visitor (spec §9); says why not
 * when the browser has no geolocation (spec §8), refuses it, or is far from every city.
 */
export function LocateButton({ cities, onLocated }: LocateButtonProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const find = async () => {
    setProblem(null);
    setLocating(true);
    try {
      const city = nearestCity(cities, await locate());
      if (city) onLocated(city);
      else setProblem(shellChrome.noCityNearby);
    } catch (error) {
      setProblem(
        error instanceof GeolocationUnsupported ? messages.geolocationUnsupported : shellChrome.locateFailed,
      );
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className={styles.locate}>
      <button type="button" className={styles.locateButton} disabled={locating} onClick={() => void find()}>
        <Icon name="pin" size={18} />
        {locating ? shellChrome.locating : shellChrome.locateCity}
      </button>
      {problem && (
        <p role="alert" className={styles.locateProblem}>
          {problem}
        </p>
      )}
    </div>
  );
}
