import sharp from 'sharp';

/** Bits a hash is cut into for finding near ones by an exact match of one part (`hashParts`). */
const partBits = 16;
const parts = 64 / partBits;
const partMask = (1n << BigInt(partBits)) - 1n;

/** The side of the grey thumbnail the hash is taken from, and of the block of its lowest frequencies kept. */
const thumbSide = 32;
const keptSide = 8;
/** cos((2x + 1)uπ / 2N): the DCT's basis, for the kept frequencies u and every x. */
const basis = Array.from({ length: keptSide }, (_, u) =>
  Array.from({ length: thumbSide }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * thumbSide))),
);

/**
 * A thumbnail whose grey levels spread less than this (their standard deviation, of 255) has no detail to
 * tell it by: a plain colour, which any other plain picture would match.
 */
const minDetail = 4;

/**
 * A picture's perceptual hash (pHash): 64 bits, one for each of the 8 × 8 lowest frequencies of its
 * 32 × 32 grey thumbnail's cosine transform, set where it is above the median of
 * them all but the first (the mean brightness). Re-encoding, resizing
 * and small retouches keep nearly all of them; another photo shares about half. As a signed 64-bit
 * number, as PostgreSQL's `bigint` keeps it; undefined for a picture without detail (`minDetail`).
 */
export async function pictureHash(picture: Buffer): Promise<bigint | undefined> {
  // A transparent picture as it shows, on white.
  const grey = await sharp(picture)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(thumbSide, thumbSide, { fit: 'fill' })
    .raw()
    .toBuffer();
  if (spread(grey) < minDetail) return undefined;
  const frequencies = lowFrequencies(grey);
  const median = [...frequencies.slice(1)].sort((a, b) => a - b)[frequencies.length / 2 - 1]!;
  let hash = 0n;
  for (const value of frequencies) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The standard deviation of the grey levels. */
function spread(grey: Buffer): number {
  const mean = grey.reduce((sum, level) => sum + level, 0) / grey.length;
  return Math.sqrt(grey.reduce((sum, level) => sum + (level - mean) ** 2, 0) / grey.length);
}

/** The 2-D cosine transform's lowest `keptSide` × `keptSide` coefficients, rows first. */
function lowFrequencies(grey: Buffer): number[] {
  const byRow = Array.from({ length: thumbSide }, (_, y) =>
    basis.map((cosines) => cosines.reduce((sum, cos, x) => sum + grey[y * thumbSide + x]! * cos, 0)),
  );
  return basis.flatMap((cosines) =>
    basis.map((_, v) => cosines.reduce((sum, cos, y) => sum + byRow[y]![v]! * cos, 0)),
  );
}

/** How many bits two hashes differ in. */
export function hashDistance(a: bigint, b: bigint): number {
  let differing = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (differing > 0n) {
    differing &= differing - 1n;
    count++;
  }
  return count;
}

/**
 * The hash's four 16-bit parts, each tagged with its place (place × 65 536 + value), for an index of
 * integers: two hashes differing in at most 3 bits share at least one part, so the near ones are found
 * by an exact match of any part, then measured.
 */
export function hashParts(hash: bigint): number[] {
  const bits = BigInt.asUintN(64, hash);
  return Array.from(
    { length: parts },
    (_, place) => place * 2 ** partBits + Number((bits >> BigInt(place * partBits)) & partMask),
  );
}

/** The most bits two hashes found through `hashParts` may differ in and still be sure to be found. */
export const hashPartsFindUpTo = parts - 1;
