/** `text` as a literal inside an ILIKE pattern: its `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern for values that contain `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
