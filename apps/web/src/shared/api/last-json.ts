/**
 * Spec §7: a register or login reply may hold two JSON objects one after the other (`{…}{…}`);
 * the last is the answer. A single JSON value reads as usual; text with no JSON gives undefined.
 */
export function parseLastJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const start = lastTopLevelObjectStart(text);
    if (start <= 0) return undefined;
    try {
      return JSON.parse(text.slice(start));
    } catch {
      return undefined;
    }
  }
}

/** Where the last top-level `{…}` of concatenated objects begins, skipping braces inside strings. */
function lastTopLevelObjectStart(text: string): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') {
      if (depth === 0) start = index;
      depth += 1;
    } else if (char === '}') depth -= 1;
  }
  return start;
}
