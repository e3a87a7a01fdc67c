import { useId } from 'react';
import { shellChrome, type City } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import styles from './CityPicker.module.css';

interface CitySuggestionProps {
  city: City;
  onYes: () => void;
  onNo: () => void;
}

/** «Ваш город — X?» with Да / Нет, under the city button. */
export function CitySuggestion({ city, onYes, onNo }: CitySuggestionProps) {
  const questionId = useId();
  return (
    <div className={styles.suggestion} role="dialog" aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        {shellChrome.cityQuestion(city.name)}
      </p>
      <div className={styles.answers}>
        <Button size="s" onClick={onYes}>
          {shellChrome.yes}
        </Button>
        <Button size="s" variant="secondary" onClick={onNo}>
          {shellChrome.no}
        </Button>
      </div>
    </div>
  );
}
