import { moderationLabels } from '@mp/contract';
import { useRuleOutcomes } from './api.ts';
import styles from './Moderation.module.css';

/**
 * Above the queue: for each rule of the automatic checks, how many of the ads it held the moderators
 * approved, of those they decided on (a rule overturned often holds honest sellers for nothing).
 */
export function RuleOutcomes() {
  const { data } = useRuleOutcomes();
  if (!data) return null;
  const decided = data.data.filter((rule) => rule.decided > 0);
  return (
    <details className={styles.outcomes}>
      <summary>{moderationLabels.ruleOutcomes}</summary>
      {decided.length === 0 ? (
        <p className={styles.meta}>{moderationLabels.noRuleOutcomes}</p>
      ) : (
        <ul className={styles.findings}>
          {decided.map((rule) => (
            <li key={rule.rule}>
              {rule.label}: {moderationLabels.ruleOverturned(rule.overturned, rule.decided)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
