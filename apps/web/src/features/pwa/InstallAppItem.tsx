import { useId, useState, useSyncExternalStore } from 'react';
import { pushLabels } from '@mp/contract';
import { installWay, promptToInstall, subscribeToInstallWay } from './install-offer.ts';
import styles from './InstallAppItem.module.css';

const noWayOnTheServer = () => 'none' as const;

/**
 * «Установить приложение», an item of a profile menu (`className` is the menu's item style): the browser's
 * own prompt where it offers one, the steps on an iPhone or iPad, nothing where the app is installed.
 */
export function InstallAppItem({ className }: { className?: string }) {
  const way = useSyncExternalStore(subscribeToInstallWay, installWay, noWayOnTheServer);
  const [stepsShown, setStepsShown] = useState(false);
  const stepsId = useId();
  if (way === 'none') return null;
  if (way === 'prompt') {
    return (
      <li>
        <button type="button" className={className} onClick={() => void promptToInstall()}>
          {pushLabels.install}
        </button>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={className}
        aria-expanded={stepsShown}
        aria-controls={stepsId}
        onClick={() => setStepsShown(!stepsShown)}
      >
        {pushLabels.install}
      </button>
      <section
        id={stepsId}
        hidden={!stepsShown}
        aria-label={pushLabels.installIosTitle}
        className={styles.steps}
      >
        <p className={styles.title}>{pushLabels.installIosTitle}</p>
        <ol className={styles.list}>
          {pushLabels.installIosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </li>
  );
}
