const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value (quoted with `"` or `'`) inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => htmlEntities[ch]!);
}

const xmlEntities: Record<string, string> = { ...htmlEntities, "'": '&apos;' };

/**
 * Text or an attribute value inside XML (the sitemaps). Characters XML 1.0 forbids (controls other
 * than tab and line breaks, lone surrogates) are dropped rather than breaking the document.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (ch) => xmlEntities[ch]!);
}

const scriptUnsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to put inside `<script type="application/ld+json">`: still the same JSON to a parser, but
 * without `<`, `>` or `&`, so no `</script>` or `<!--` in someone's text can end or confuse the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => scriptUnsafe[ch]!);
}
