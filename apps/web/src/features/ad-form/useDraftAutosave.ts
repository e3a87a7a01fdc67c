import { useCallback, useEffect, useRef, useState } from 'react';
import type { Draft, DraftFields } from '@mp/contract';
import { createDraft, saveDraft } from './api.ts';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Pause in typing after which the draft is saved. */
export const autosaveDelayMs = 1000;

interface Options {
  /** Off on the edit screen: published ads are saved by the button only. */
  enabled: boolean;
  draftId: number | undefined;
  fields: DraftFields;
  /** Whether the fields are worth creating a draft for. */
  meaningful: boolean;
  onCreated: (draft: Draft) => void;
  onSaved?: (draft: Draft) => void;
}

/**
 * Drafts live on the server, so a seller can continue one later from «my ads» on any device and the
 * photos have a draft to belong to before the ad exists (publishing hands them to the ad as they
 * are). The first meaningful input creates the draft at once, every later change is saved after a
 * pause of `autosaveDelayMs`. `ensureDraft` creates it on demand (a photo added first); `handOver`
 * saves pending changes now and publishes.
 */
export function useDraftAutosave({ enabled, draftId, fields, meaningful, onCreated, onSaved }: Options) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [id, setId] = useState(draftId);
  const idRef = useRef(draftId);
  const saved = useRef<string | undefined>(draftId === undefined ? undefined : JSON.stringify(fields));
  const creating = useRef<Promise<number> | null>(null);
  /** Set while the draft is being published and after: a published draft no longer exists. */
  const handedOver = useRef(false);
  const latest = useRef({ fields, onCreated, onSaved });
  useEffect(() => {
    latest.current = { fields, onCreated, onSaved };
  });
  const serialized = JSON.stringify(fields);

  const ensureDraft = useCallback((): Promise<number> => {
    if (idRef.current !== undefined) return Promise.resolve(idRef.current);
    if (creating.current) return creating.current;
    const sent = latest.current.fields;
    setStatus('saving');
    creating.current = createDraft(sent)
      .then((draft) => {
        idRef.current = draft.id;
        saved.current = JSON.stringify(sent);
        setId(draft.id);
        setStatus('saved');
        latest.current.onCreated(draft);
        return draft.id;
      })
      .catch((error: unknown) => {
        setStatus('error');
        throw error;
      })
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  }, []);

  const save = useCallback(async (draft: number, sent: DraftFields, keepalive = false) => {
    if (handedOver.current) return;
    const text = JSON.stringify(sent);
    setStatus('saving');
    try {
      const reply = await saveDraft(draft, sent, { keepalive });
      saved.current = text;
      setStatus('saved');
      latest.current.onSaved?.(reply);
    } catch (error) {
      setStatus('error');
      throw error;
    }
  }, []);

  useEffect(() => {
    if (!enabled || handedOver.current) return;
    if (id === undefined) {
      if (meaningful) ensureDraft().catch(() => undefined);
      return;
    }
    if (serialized === saved.current) return;
    setStatus('saving');
    const timer = setTimeout(() => {
      save(id, JSON.parse(serialized) as DraftFields).catch(() => undefined);
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, id, meaningful, serialized, ensureDraft, save]);

  // Leaving the screen or closing the tab inside the pause still saves what was typed.
  useEffect(() => {
    if (!enabled) return;
    const saveNow = () => {
      const draft = idRef.current;
      const pending = latest.current.fields;
      if (draft === undefined || JSON.stringify(pending) === saved.current) return;
      save(draft, pending, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      saveNow();
    };
  }, [enabled, save]);

  /**
   * Saves `fields` now, then gives the draft's id to `publish`; no save goes out while it runs or
   * after it succeeds. A failed publish keeps the draft, so saving resumes.
   */
  const handOver = useCallback(
    async <T>(fields: DraftFields, publish: (draftId: number) => Promise<T>): Promise<T> => {
      const draft = await ensureDraft();
      if (JSON.stringify(fields) !== saved.current) await save(draft, fields);
      handedOver.current = true;
      try {
        return await publish(draft);
      } catch (error) {
        handedOver.current = false;
        throw error;
      }
    },
    [ensureDraft, save],
  );

  return { status, draftId: id, ensureDraft, handOver };
}
