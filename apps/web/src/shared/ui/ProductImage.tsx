import { useState } from 'react';
import { imagePlaceholderPath, normaliseImagePath, productLabels } from '@mp/contract';
import styles from './ProductImage.module.css';

interface Props {
  /** Image path as the API gives it; normalised per spec §9. */
  path: string | undefined;
  alt: string;
  className?: string;
  /**
   * The largest picture of the first screen (the ad page's photo, the first cards of a list): loaded at
   * once and ahead of the rest; others load as they near the screen.
   */
  priority?: boolean;
  fit?: 'cover' | 'contain';
}

/** A product photo that falls back to a «Нет фото» placeholder when there is none or it fails to load. */
export function ProductImage({ path, alt, className, priority = false, fit = 'cover' }: Props) {
  const src = normaliseImagePath(path);
  const [failedSrc, setFailedSrc] = useState<string>();
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  if (src === imagePlaceholderPath || failedSrc === src) {
    return (
      <div className={`${classes} ${styles.placeholder}`} role="img" aria-label={productLabels.noPhoto}>
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <path
            fill="currentColor"
            d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
          />
        </svg>
        <span>{productLabels.noPhoto}</span>
      </div>
    );
  }
  return (
    <img
      className={`${classes} ${fit === 'contain' ? styles.contain : styles.cover}`}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
