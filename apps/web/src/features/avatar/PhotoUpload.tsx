import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { avatarLabels, messages } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { toast } from '../../shared/ui/index.ts';
import { avatarFileError, useProfilePhotoUpload } from './api.ts';
import styles from './AvatarBlock.module.css';

interface Props {
  userId: number;
  name: string;
  photoUrl: string | null;
  isOwner: boolean;
}

const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const release = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The round photo of the avatar block (spec §2). The owner changes it: the file is checked here
 * (an image, at most 5 MB, spec §5), previewed at once while it uploads, and reverted on failure.
 */
export function PhotoUpload({ userId, name, photoUrl, isOwner }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useProfilePhotoUpload(userId);

  useEffect(() => () => release(preview), [preview]);

  const shown = preview ?? uploaded ?? photoUrl;
  const circle = (
    <span className={styles.photo} aria-busy={upload.isPending || undefined}>
      {shown ? (
        <img src={shown} alt={avatarLabels.photoAlt(name)} className={styles.image} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
  if (!isOwner) return circle;

  const label = shown ? avatarLabels.changePhoto : avatarLabels.uploadPhoto;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = avatarFileError(file);
    setProblem(refused);
    if (refused) return;
    setPreview(previewOf(file));
    upload.mutate(file, {
      onSuccess: (reply) => {
        setUploaded(reply.profile_photo_url);
        toast.success(reply.message || messages.profilePhotoUpdated);
      },
      onError: (error) => setProblem(errorMessage(error, messages.profilePhotoError)),
      onSettled: () => setPreview(null),
    });
  };

  return (
    <div className={styles.upload}>
      <button
        type="button"
        className={styles.photoButton}
        onClick={() => inputRef.current?.click()}
        disabled={upload.isPending}
        aria-label={label}
      >
        {circle}
        <span className={styles.photoAction}>{label}</span>
      </button>
      <input ref={inputRef} type="file" accept="image/*" hidden data-testid="avatar-file" onChange={onFile} />
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
