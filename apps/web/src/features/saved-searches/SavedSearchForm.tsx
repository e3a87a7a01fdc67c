import { zodResolver } from '../../shared/form/resolver.ts';
import { useForm } from 'react-hook-form';
import {
  savedSearchFormSchema,
  savedSearchLabels,
  savedSearchNotifyValues,
  type SavedSearchForm as FormValues,
} from '@mp/contract';
import { Field } from '../../shared/form/Field.tsx';
import { RadioGroup, showFormError } from '../../shared/form/form-kit.tsx';
import formStyles from '../../shared/form/form-kit.module.css';
import { Button } from '../../shared/ui/index.ts';
import styles from './SavedSearches.module.css';

const fields = ['name', 'notify'] as const;

interface Props {
  defaultValues: FormValues;
  /** Saves; a refusal shows under its field (422) or as the error notice with `fallback`. */
  onSubmit: (values: FormValues) => Promise<unknown>;
  fallback: string;
  onCancel: () => void;
}

/** The name and the way to notify of a saved search: the save dialog's and the edit form's. */
export function SavedSearchForm({ defaultValues, onSubmit, fallback, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(savedSearchFormSchema), defaultValues });

  const submit = async (values: FormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(error, fallback, fields, setError, setFocus);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Field
        label={savedSearchLabels.name}
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <RadioGroup
        legend={savedSearchLabels.notify}
        options={savedSearchNotifyValues}
        labels={savedSearchLabels.notifyOptions}
        error={errors.notify?.message}
        input={register('notify')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {savedSearchLabels.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {savedSearchLabels.cancel}
        </Button>
      </div>
    </form>
  );
}
