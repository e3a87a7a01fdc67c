import { productLabels } from '@mp/contract';
import { Icon } from '../../../shared/ui/index.ts';

interface Props {
  index: number;
  count: number;
  onStep: (step: 1 | -1) => void;
  /** The arrows' and the counter's look: the page's gallery and the full-screen viewer each have theirs. */
  classes: { readonly [name: string]: string };
  iconSize: number;
}

/** «Предыдущее фото», «Следующее фото» and «Фото N из M», for a gallery of more than one photo. */
export function PhotoSteps({ index, count, onStep, classes, iconSize }: Props) {
  if (count < 2) return null;
  return (
    <>
      <button
        type="button"
        className={`${classes.arrow} ${classes.prev}`}
        onClick={() => onStep(-1)}
        aria-label={productLabels.previousPhoto}
      >
        <Icon name="chevronLeft" size={iconSize} />
      </button>
      <button
        type="button"
        className={`${classes.arrow} ${classes.next}`}
        onClick={() => onStep(1)}
        aria-label={productLabels.nextPhoto}
      >
        <Icon name="chevronRight" size={iconSize} />
      </button>
      <span className={classes.counter} aria-live="polite">
        {productLabels.photoOf(index + 1, count)}
      </span>
    </>
  );
}
