import { useState } from 'react';
import { useNavigate } from 'react-router';
import { limits, messages, savedSearchLabels } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Button, Modal, toast } from '../../shared/ui/index.ts';
import { useSaveSearch } from './api.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

interface Props {
  /** The query string of `GET /api/products` the search page sends. */
  query: string;
  /** What the page's heading calls the search («Велосипеды в Москве»). */
  defaultName: string;
}

/** «Сохранить поиск» on the search results: a name and how to notify; a guest is sent to sign in. */
export function SaveSearchButton({ query, defaultName }: Props) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const save = useSaveSearch();

  const press = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    toast.warning(messages.savedSearchSignIn);
    void navigate('/authorization');
  };

  return (
    <>
      <Button variant="secondary" onClick={press}>
        {savedSearchLabels.save}
      </Button>
      <Modal open={open} title={savedSearchLabels.save} size="s" onClose={() => setOpen(false)}>
        <SavedSearchForm
          defaultValues={{ name: defaultName.slice(0, limits.savedSearchNameMax), notify: 'hourly' }}
          fallback={messages.savedSearchSaveError}
          onCancel={() => setOpen(false)}
          onSubmit={async (values) => {
            await save.mutateAsync({ ...values, query });
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
