import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, settingsLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { clearAllStoredData } from '../../shared/auth/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { Field } from '../../shared/form/Field.tsx';
import { deleteAccount } from './api.ts';
import styles from '../../shared/form/form-kit.module.css';

/**
 * Account deletion: only after typing the confirmation word. Success ends the session the way
 * logout does (all stored data and cached queries cleared) and goes home.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      clearAllStoredData();
      queryClient.clear();
      toast.success(messages.profileDeleted);
      await navigate('/');
    },
    onError: (error) => toast.error(errorMessage(error, settingsLabels.deleteAccountError)),
  });
  const confirmed = word.trim() === settingsLabels.deleteConfirmWord;

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setWord('');
  };

  return (
    <div className={styles.form}>
      <p className={styles.hint}>{settingsLabels.dangerHint}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {settingsLabels.deleteAccount}
        </Button>
      </div>
      <Modal open={open} title={settingsLabels.deleteConfirmTitle} onClose={close} size="s">
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && !remove.isPending) remove.mutate();
          }}
        >
          <p className={styles.hint}>{settingsLabels.dangerHint}</p>
          <Field
            label={settingsLabels.deleteConfirmHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            data-autofocus
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={!confirmed || remove.isPending}>
              {settingsLabels.deleteAccount}
            </Button>
            <Button variant="ghost" onClick={close}>
              {settingsLabels.cancel}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
