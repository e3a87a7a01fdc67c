import type { FieldPath } from 'react-hook-form';
import type { Filter } from '@mp/contract';
import { ApiError, errorMessage } from '../../shared/api/http.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { formFields, type AdFormApi } from './form-api.ts';
import { formFieldOf, type AdFormValues } from './form-values.ts';

interface Target {
  form: AdFormApi;
  filters: readonly Filter[];
  /** Puts a message under the photos. */
  setImagesError: (message: string) => void;
  focusImages: () => void;
}

/** 422 messages under their fields (filters and photos included), anything else as a notice. */
export function showFailure(
  error: unknown,
  fallback: string,
  { form, filters, setImagesError, focusImages }: Target,
) {
  if (error instanceof ApiError && error.errors) {
    const shown: string[] = [];
    const filterNames = new Set(filters.map((filter) => filter.name));
    for (const [key, list] of Object.entries(error.errors)) {
      const message = list[0];
      if (!message) continue;
      const field = formFieldOf(key);
      if (field === 'images' || field.startsWith('images.')) {
        setImagesError(message);
        shown.push('images');
      } else if (field.startsWith('filters.') && filterNames.has(field.slice('filters.'.length))) {
        form.setError(field as FieldPath<AdFormValues>, { type: 'server', message });
        shown.push(field);
      } else if ((formFields as readonly string[]).includes(field)) {
        form.setError(field as FieldPath<AdFormValues>, { type: 'server', message });
        shown.push(field);
      }
    }
    if (shown.length > 0) {
      const first = formFields.find((field) => shown.includes(field)) ?? shown[0];
      if (first === 'images') focusImages();
      else if (first) form.setFocus(first as FieldPath<AdFormValues>);
      return;
    }
  }
  toast.error(errorMessage(error, fallback));
}
