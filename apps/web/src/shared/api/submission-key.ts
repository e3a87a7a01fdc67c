import { useRef } from 'react';

/**
 * The `Idempotency-Key` of a form's submission: the same while the person sends the same values again
 * (a retry after a lost reply must not move money twice), a new one once the values change or it worked.
 */
export function useSubmissionKey() {
  const last = useRef<{ values: string; key: string } | undefined>(undefined);
  return {
    keyFor(values: unknown): string {
      const text = JSON.stringify(values);
      if (last.current?.values !== text) last.current = { values: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    done() {
      last.current = undefined;
    },
  };
}
