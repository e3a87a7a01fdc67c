import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../api/http.ts';
import { toast } from '../ui/toast-store.ts';

/**
 * Shows a failed call: 422 field messages under the form's own fields, anything else as the
 * spec §8 error notice with the action's fallback.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  if (error instanceof ApiError && error.errors) {
    const shown = fields.filter((field) => {
      const message = error.errors?.[field]?.[0];
      if (message) setError(field, { type: 'server', message });
      return Boolean(message);
    });
    if (shown.length > 0) return;
  }
  toast.error(errorMessage(error, fallback));
}
