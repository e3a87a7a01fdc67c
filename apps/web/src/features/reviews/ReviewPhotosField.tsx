import { useEffect, useRef, useState } from 'react';
import { messages, reviewLabels, reviewLimits } from '@mp/contract';
import { checkImageFiles, previewOf, releasePreview } from '../../shared/lib/image-files.ts';
import { DropArea } from '../../shared/ui/index.ts';
import styles from './Reviews.module.css';

interface Picked {
  key: number;
  file: File;
  preview: string | undefined;
}

interface Props {
  /** The photos the review has (while it is changed). */
  current: readonly string[];
  onChange: (photos: File[]) => void;
  /** A refused file's reason, or undefined once files are accepted. */
  onError: (message: string | undefined) => void;
}

let nextKey = 1;
const megabytes = reviewLimits.imageMaxBytes / (1024 * 1024);
const label = reviewLabels.photos(reviewLimits.imagesMax, megabytes);

/**
 * A review's photos, checked in the browser (type, 5 MB, 5 in all) before the form sends them with the
 * review; while a review is changed its photos show until new ones, which replace them, are picked.
 */
export function ReviewPhotosField({ current, onChange, onError }: Props) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const previews = useRef(picked);
  useEffect(() => {
    previews.current = picked;
  }, [picked]);
  useEffect(() => () => previews.current.forEach((item) => releasePreview(item.preview)), []);

  const update = (next: Picked[]) => {
    setPicked(next);
    onChange(next.map((item) => item.file));
  };
  const add = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, error } = checkImageFiles(files, {
      alreadyThere: picked.length,
      max: reviewLimits.imagesMax,
      maxBytes: reviewLimits.imageMaxBytes,
      tooLarge: messages.avatarTooLarge,
      tooMany: messages.reviewImagesTooMany,
    });
    onError(error);
    if (accepted.length > 0)
      update([...picked, ...accepted.map((file) => ({ key: nextKey++, file, preview: previewOf(file) }))]);
  };
  const remove = (item: Picked) => {
    releasePreview(item.preview);
    update(picked.filter((other) => other !== item));
  };

  return (
    <fieldset className={styles.photoField}>
      <legend>{label}</legend>
      <DropArea onFiles={add} label={label} full={picked.length >= reviewLimits.imagesMax}>
        {picked.length === 0 && current.length > 0 && (
          <ul className={styles.photos} aria-label={reviewLabels.currentPhotos}>
            {current.map((url) => (
              <li key={url}>
                <img src={url} alt="" width={72} height={72} />
              </li>
            ))}
          </ul>
        )}
        {picked.length > 0 && (
          <ul className={styles.photos} aria-label={reviewLabels.newPhotos}>
            {picked.map((item) => (
              <li key={item.key} className={styles.picked}>
                {item.preview ? <img src={item.preview} alt="" width={72} height={72} /> : item.file.name}
                <button
                  type="button"
                  className={styles.unpick}
                  aria-label={reviewLabels.removePhoto(item.file.name)}
                  onClick={() => remove(item)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </DropArea>
      {current.length > 0 && <p className={styles.muted}>{reviewLabels.photosReplace}</p>}
    </fieldset>
  );
}
