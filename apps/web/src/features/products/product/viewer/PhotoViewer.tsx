import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { productLabels, type ProductImage as Image } from '@mp/contract';
import { Icon } from '../../../../shared/ui/Icon.tsx';
import { ProductImage } from '../../../../shared/ui/ProductImage.tsx';
import { useEscape } from '../../../../shared/ui/useEscape.ts';
import { usePhotoGestures } from './usePhotoGestures.ts';
import { PhotoSteps } from '../PhotoSteps.tsx';
import styles from './PhotoViewer.module.css';

interface Props {
  images: readonly Image[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The ad's photos on the whole screen: swipe or arrows to turn, pinch, double tap or the wheel to zoom,
 * drag to look around a zoomed photo; Escape or «×» closes it and gives the focus back.
 */
export function PhotoViewer({ images, name, index, onIndexChange, onClose }: Props) {
  const count = images.length;
  const turned = (step: number) => (index + step + count) % count;
  const { zoom, reset, handlers } = usePhotoGestures((step) => onIndexChange(turned(step)));
  const go = (step: number) => {
    reset(); // a new photo starts whole
    onIndexChange(turned(step));
  };
  const closeRef = useRef<HTMLButtonElement>(null);
  const current = images[index];
  useEscape(true, onClose);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={name}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <div className={styles.stage} {...handlers}>
        <div
          className={styles.picture}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          data-zoom={zoom.scale}
        >
          <ProductImage
            key={current?.id}
            path={current?.full_path}
            alt={count > 1 ? `${name}. ${productLabels.photoOf(index + 1, count)}` : name}
            fit="contain"
          />
        </div>
      </div>
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={productLabels.closePhoto}
      >
        <Icon name="close" size={26} />
      </button>
      <PhotoSteps index={index} count={count} onStep={go} classes={styles} iconSize={28} />
    </div>,
    document.body,
  );
}
