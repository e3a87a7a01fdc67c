import { useRef, useState, type ReactNode, type Ref } from 'react';
import { shellChrome } from '@mp/contract';
import styles from './DropArea.module.css';

interface Props {
  /** Files picked or dropped, before any check. */
  onFiles: (files: File[]) => void;
  /** The file input's accessible name: the field's label. */
  label: string;
  /** No more files: the field is full. */
  full?: boolean;
  invalid?: boolean;
  /** True while one of the area's own tiles is dragged: that drop reorders, it brings no files. */
  draggingWithin?: () => boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  inputTestId?: string;
  /** What the field holds (its tiles), above «Перетащите фото сюда или выберите файлы». */
  children?: ReactNode;
}

/** The area photos are dropped on or picked into, shared by every photo field (the ad's, a review's). */
export function DropArea({
  onFiles,
  label,
  full = false,
  invalid = false,
  draggingWithin = () => false,
  buttonRef,
  inputTestId,
  children,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  return (
    <div
      className={[styles.zone, active && styles.active, invalid && styles.invalid].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        if (!draggingWithin()) setActive(true);
      }}
      onDragLeave={() => setActive(false)}
      onDrop={(event) => {
        event.preventDefault();
        setActive(false);
        if (!draggingWithin()) onFiles([...(event.dataTransfer?.files ?? [])]);
      }}
    >
      {children}
      <p className={styles.text}>
        {shellChrome.dropPhotos}{' '}
        <button
          ref={buttonRef}
          type="button"
          className={styles.linkButton}
          disabled={full}
          onClick={() => inputRef.current?.click()}
        >
          {shellChrome.choosePhotos}
        </button>
      </p>
      <input
        ref={inputRef}
        className={styles.input}
        type="file"
        accept="image/*"
        multiple
        data-testid={inputTestId}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
