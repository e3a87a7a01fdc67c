import { adFormLabels, messages } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import type { AutosaveStatus } from './useDraftAutosave.ts';
import styles from './AdForm.module.css';

interface Props {
  kind: 'draft' | 'edit';
  submitting: boolean;
  uploading: boolean;
  /** The draft's autosave state; an edited ad is saved only by the button. */
  autosave: AutosaveStatus;
}

const buttonLabel = (kind: Props['kind'], submitting: boolean) =>
  kind === 'edit'
    ? submitting
      ? adFormLabels.saving
      : adFormLabels.save
    : submitting
      ? adFormLabels.publishing
      : adFormLabels.publish;

/** «Опубликовать» or «Сохранить», held while a photo uploads, and what the draft's autosave is doing. */
export function FormActions({ kind, submitting, uploading, autosave }: Props) {
  return (
    <div className={styles.actions}>
      <Button type="submit" size="l" disabled={submitting || uploading}>
        {buttonLabel(kind, submitting)}
      </Button>
      {kind === 'draft' && (
        <p className={styles.status} role="status" aria-live="polite">
          {autosave === 'saving' && adFormLabels.draftSaving}
          {autosave === 'saved' && messages.draftSaved}
          {autosave === 'error' && adFormLabels.draftSaveFailed}
        </p>
      )}
    </div>
  );
}
