/**
 * The server's V8 old space, in MB (record 0102). V8 lets garbage grow to four times the live heap before
 * collecting it when it may take 2 GB or more, which it does on any machine with 8 GB of memory: under a steady
 * load the server's RSS then climbed by 300 MB and stayed there. With 1 GB it collects by about 1.6 times the
 * live heap (100–200 MB for a shop), which keeps memory flat with room to spare.
 */
export const serverHeapMb = 1024;

/** The node options of the server process: `NODE_OPTIONS` that sets its own old space wins. */
export function serverNodeOptions(env = process.env) {
  return env.NODE_OPTIONS?.includes('--max-old-space-size') ? [] : [`--max-old-space-size=${serverHeapMb}`];
}
