/**
 * Edits (insertions, deletions, substitutions and swaps of neighbours) between two words: the
 * optimal string alignment distance, stopping early once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * How many edits a word of this length may carry and still be read as a typo of another: none for
 * short words (too many neighbours: «кот», «кит», «код»), one from 4 letters, two from 8.
 */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

export interface Candidate {
  word: string;
  /** Active ads using the word: the commoner of two equally close words is the likelier meant. */
  ads: number;
}

/** The closest candidate within the word's allowed edits (then the commonest), or undefined. */
export function correction(word: string, candidates: readonly Candidate[]): string | undefined {
  const limit = allowedEdits(word);
  let best: { word: string; distance: number; ads: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.word === word) continue;
    const distance = editDistance(word, candidate.word, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.ads > best.ads)) {
      best = { word: candidate.word, distance, ads: candidate.ads };
    }
  }
  return best?.word;
}

/** The candidate equal to the word, else its correction: for a word in the other script, equal is best. */
export function closest(word: string, candidates: readonly Candidate[]): string | undefined {
  return candidates.some((candidate) => candidate.word === word) ? word : correction(word, candidates);
}
