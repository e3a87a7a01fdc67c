import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { productLabels, type ProductImage as Image } from '@mp/contract';
import { lazyPart } from '../../../shared/lib/lazy-part.tsx';
import { ProductImage } from '../../../shared/ui/ProductImage.tsx';
import { PhotoSteps } from './PhotoSteps.tsx';
import styles from './Gallery.module.css';

interface Props {
  images: readonly Image[];
  name: string;
}

/** A horizontal move longer than this (px) counts as a swipe. */
const swipeThreshold = 40;

/** The full-screen viewer, loaded when a photo is first opened. */
const PhotoViewer = lazyPart(() => import('./viewer/PhotoViewer.tsx').then((module) => module.PhotoViewer));

/**
 * Main photo (full size) with arrows, swipe and keyboard, and a strip of thumbnails; a tap on the photo
 * opens it on the whole screen, with pinch zoom.
 */
export function Gallery({ images, name }: Props) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const swipeStart = useRef<number | null>(null);
  /** Set by a swipe, so that the click that ends it does not open the viewer. */
  const swiped = useRef(false);
  const count = images.length;
  const current = images[index];
  const go = (step: number) => setIndex((value) => (value + step + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    swiped.current = Math.abs(distance) > swipeThreshold;
    if (swiped.current) go(distance < 0 ? 1 : -1);
  };
  const open = () => {
    if (!swiped.current && current) setViewing(true);
    swiped.current = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={name}>
      <div
        className={styles.stage}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={count > 1 ? onKeyDown : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <button type="button" className={styles.open} onClick={open} aria-label={productLabels.openPhoto}>
          <ProductImage
            key={current?.id}
            path={current?.full_path}
            alt={count > 1 ? `${name}. ${productLabels.photoOf(index + 1, count)}` : name}
            fit="contain"
            priority
          />
        </button>
        <PhotoSteps index={index} count={count} onStep={go} classes={styles} iconSize={26} />
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={productLabels.photoOf(position + 1, count)}
                aria-current={position === index}
                onClick={() => setIndex(position)}
              >
                <ProductImage path={image.path} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <PhotoViewer
          images={images}
          name={name}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setViewing(false)}
        />
      )}
    </section>
  );
}
