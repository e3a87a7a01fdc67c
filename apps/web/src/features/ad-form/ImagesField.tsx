import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { adFormLabels, limits, type AdImage } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { ProductImage } from '../../shared/ui/ProductImage.tsx';
import { DropArea } from '../../shared/ui/DropArea.tsx';
import { previewOf, releasePreview } from '../../shared/lib/image-files.ts';
import { deleteImage, saveImageOrder, uploadImage, type ImageOwner } from './api.ts';
import { checkFiles, imagesOfReply, moveImage } from './images.ts';
import styles from './AdForm.module.css';

interface Upload {
  key: number;
  file: File;
  preview: string | undefined;
  progress: number;
  failed: boolean;
}

interface Props {
  images: AdImage[];
  onChange: (images: AdImage[]) => void;
  /** The draft or ad receiving the photos (a draft is created on the first photo). */
  owner: () => Promise<ImageOwner>;
  error?: string;
  onError: (message: string | undefined) => void;
  onBusyChange?: (busy: boolean) => void;
  buttonRef?: (element: HTMLButtonElement | null) => void;
}

let nextKey = 1;

/**
 * The ad's photos: many at once (or dropped on the zone), checked before sending, uploaded one by one
 * with progress, reordered by dragging or with the buttons; the first is the cover.
 */
export function ImagesField({ images, onChange, owner, error, onError, onBusyChange, buttonRef }: Props) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const dragged = useRef<number | null>(null);
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  const busy = uploads.some((upload) => !upload.failed);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const patchUpload = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function uploadAll(queue: Upload[]) {
    let target: ImageOwner;
    try {
      target = await owner();
    } catch (failure) {
      setUploads((list) => list.map((item) => (queue.includes(item) ? { ...item, failed: true } : item)));
      toast.error(errorMessage(failure, adFormLabels.photoError));
      return;
    }
    for (const upload of queue) {
      try {
        const reply = await uploadImage(target, upload.file, {
          onProgress: (fraction) => patchUpload(upload.key, { progress: Math.round(fraction * 100) }),
        });
        const known = new Set(current.current.map((image) => image.id));
        const replied = imagesOfReply(reply) ?? [];
        const added = replied.filter((image) => !known.has(image.id));
        const next = [...current.current, ...added];
        current.current = next;
        onChange(next);
        releasePreview(upload.preview);
        setUploads((list) => list.filter((item) => item.key !== upload.key));
      } catch (failure) {
        patchUpload(upload.key, { failed: true });
        onError(errorMessage(failure, adFormLabels.uploadFailed));
      }
    }
  }

  function addFiles(files: readonly File[]) {
    if (files.length === 0) return;
    const pending = uploads.filter((upload) => !upload.failed).length;
    const { accepted, error: problem } = checkFiles(files, images.length + pending);
    onError(problem);
    if (accepted.length === 0) return;
    const queue = accepted.map((file) => ({
      key: nextKey++,
      file,
      preview: previewOf(file),
      progress: 0,
      failed: false,
    }));
    setUploads((list) => [...list.filter((item) => !item.failed), ...queue]);
    void uploadAll(queue);
  }

  async function reorder(next: AdImage[]) {
    const previous = images;
    onChange(next);
    try {
      const target = await owner();
      await saveImageOrder(
        target,
        next.map((image) => image.id),
      );
    } catch (failure) {
      onChange(previous);
      toast.error(errorMessage(failure, adFormLabels.photoError));
    }
  }

  async function remove(image: AdImage) {
    try {
      const target = await owner();
      await deleteImage(target, image.id);
      const next = current.current.filter((item) => item.id !== image.id);
      current.current = next;
      onChange(next);
    } catch (failure) {
      toast.error(errorMessage(failure, adFormLabels.photoError));
    }
  }

  const move = (from: number, to: number) => void reorder(moveImage(images, from, to));

  const onTileDrop = (event: DragEvent, to: number) => {
    const from = dragged.current;
    dragged.current = null;
    if (from === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (from !== to) move(from, to);
  };

  const errorId = `${id}-error`;
  const total = images.length + uploads.filter((upload) => !upload.failed).length;
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
    >
      <legend className={styles.legend}>
        {adFormLabels.photos}{' '}
        <span className={styles.muted}>{adFormLabels.photosCount(total, limits.productImagesMax)}</span>
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {adFormLabels.photosHint(limits.productImagesMax)}
      </p>
      <DropArea
        onFiles={addFiles}
        label={adFormLabels.photos}
        full={total >= limits.productImagesMax}
        invalid={Boolean(error)}
        draggingWithin={() => dragged.current !== null}
        buttonRef={buttonRef}
        inputTestId="photo-input"
      >
        <ul className={styles.tiles}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className={styles.tile}
              draggable
              onDragStart={(event) => {
                dragged.current = index;
                if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => {
                dragged.current = null;
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onTileDrop(event, index)}
            >
              <ProductImage
                path={image.path}
                alt={adFormLabels.photoAlt(index + 1)}
                className={styles.thumb}
              />
              {index === 0 && <span className={styles.cover}>{adFormLabels.cover}</span>}
              <div className={styles.tileActions}>
                <button
                  type="button"
                  className={styles.tileButton}
                  aria-label={`${adFormLabels.moveLeft}: ${adFormLabels.photoAlt(index + 1)}`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={styles.tileButton}
                  aria-label={`${adFormLabels.moveRight}: ${adFormLabels.photoAlt(index + 1)}`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  →
                </button>
                <button
                  type="button"
                  className={styles.tileButton}
                  aria-label={`${adFormLabels.removePhoto}: ${adFormLabels.photoAlt(index + 1)}`}
                  onClick={() => void remove(image)}
                >
                  ×
                </button>
              </div>
              {index > 0 && (
                <button type="button" className={styles.makeCover} onClick={() => move(index, 0)}>
                  {adFormLabels.makeCover}
                </button>
              )}
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.tile}>
              {upload.preview ? (
                <img className={styles.thumb} src={upload.preview} alt="" />
              ) : (
                <span className={styles.thumb} />
              )}
              {upload.failed ? (
                <span className={styles.uploadFailed}>{adFormLabels.uploadFailed}</span>
              ) : (
                <progress
                  className={styles.progress}
                  max={100}
                  value={upload.progress}
                  aria-label={adFormLabels.uploading(upload.progress)}
                />
              )}
            </li>
          ))}
        </ul>
      </DropArea>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
