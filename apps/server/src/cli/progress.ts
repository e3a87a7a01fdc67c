export interface ProgressBar {
  update(done: number): void;
  finish(): void;
}

const WIDTH = 30;

/** A one-line text bar with percentage and rate, redrawn in place on stderr. */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const started = performance.now();
  let lastDraw = 0;
  let finished = false;
  const draw = (done: number): void => {
    const share = total === 0 ? 1 : done / total;
    const filled = Math.round(share * WIDTH);
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const bar = '█'.repeat(filled) + '░'.repeat(WIDTH - filled);
    stream.write(`\r${bar} ${(share * 100).toFixed(1).padStart(5)}%  ${done}/${total}  ${rate} объявл./с `);
  };
  return {
    update(done) {
      const now = performance.now();
      if (done < total && now - lastDraw < 100) return;
      lastDraw = now;
      draw(done);
    },
    finish() {
      if (finished) return;
      finished = true;
      stream.write('\n');
    },
  };
}
