import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, pushKinds, pushLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { CheckField } from '../../shared/form/form-kit.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { InlineError } from '../../shared/ui/InlineError.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { pushKeys, usePushSettings, useSavePushSetting } from './api.ts';
import { deviceSubscribed } from './device.ts';
import { enablePush } from './enable.ts';
import { pushPermission } from './support.ts';
import styles from '../../shared/form/form-kit.module.css';

/**
 * The settings' «Push-уведомления»: what this device can do, and a switch per kind. The kinds are the
 * person's, for every device of theirs, so they are shown even where this browser cannot subscribe.
 */
export function PushSettings() {
  const settings = usePushSettings();
  const save = useSavePushSetting();
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{pushLabels.settingsHint}</p>
      <ThisDevice />
      {settings.isPending ? (
        <Skeleton height={160} />
      ) : settings.isError ? (
        <InlineError
          message={errorMessage(settings.error, messages.serverError)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className={styles.group}>
          {pushKinds.map((kind) => (
            <CheckField
              key={kind}
              label={pushLabels.kinds[kind]}
              checked={settings.data[kind]}
              onChange={(event) => save.mutate({ kind, on: event.target.checked })}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Unsupported, refused in the browser, or not subscribed yet (then a button subscribes it). */
function ThisDevice() {
  const client = useQueryClient();
  const userId = useCurrentUser()?.id;
  const [permission, setPermission] = useState(pushPermission);
  const [busy, setBusy] = useState(false);
  const subscribed = useQuery({
    queryKey: pushKeys.device,
    queryFn: deviceSubscribed,
    enabled: permission === 'granted',
  });

  if (permission === 'unsupported') return <p className={styles.hint}>{pushLabels.unsupported}</p>;
  if (permission === 'denied') return <p className={styles.hint}>{pushLabels.blocked}</p>;
  if (userId === undefined || (permission === 'granted' && subscribed.data !== false)) return null;

  const enable = async () => {
    setBusy(true);
    await enablePush(userId);
    setBusy(false);
    setPermission(pushPermission());
    await client.invalidateQueries({ queryKey: pushKeys.device });
  };
  return (
    <div className={styles.actions}>
      <Button disabled={busy} onClick={() => void enable()}>
        {pushLabels.enable}
      </Button>
    </div>
  );
}
