import { useId } from 'react';
import { deliveryLabels, type DeliveryPoint } from '@mp/contract';
import styles from './Delivery.module.css';

interface Props {
  points: readonly DeliveryPoint[];
  chosen: DeliveryPoint | null;
  onChoose: (point: DeliveryPoint) => void;
  busy: boolean;
  /** Why no point can be ordered to (none chosen, the server's refusal), under the list. */
  error: string | undefined;
}

/** The pickup points as radio buttons: the way to choose one by keyboard and screen reader. */
export function PointList({ points, chosen, onChoose, busy, error }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.points}
      aria-busy={busy || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{deliveryLabels.choosePoint}</legend>
      {points.length === 0 && !busy && <p className={styles.muted}>{deliveryLabels.noPoints}</p>}
      <ul className={styles.pointList}>
        {points.map((point) => (
          <li key={point.id}>
            <label className={styles.point}>
              <input
                type="radio"
                name={name}
                value={point.id}
                checked={chosen?.id === point.id}
                onChange={() => onChoose(point)}
              />
              <span>
                <span className={styles.pointName}>{point.name}</span>
                <span className={styles.muted}>{point.address}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
