import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, jsonForScript } from './escape.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves Russian text and ₽ as they are', () => {
    expect(escapeHtml('Диван «Уют» — 12 500 ₽')).toBe('Диван «Уют» — 12 500 ₽');
  });
});

describe('escapeXml', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeXml(`/search/x?a=1&b="2"<'3'>`)).toBe(
      '/search/x?a=1&amp;b=&quot;2&quot;&lt;&apos;3&apos;&gt;',
    );
  });

  it('drops characters XML 1.0 does not allow', () => {
    expect(escapeXml('a\u0000b\u0008c\td\uFFFEe\uD800f😀')).toBe('abc\tdef😀');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = '</script><script>alert(1)</script><!-- & \u2028';
    const json = jsonForScript({ name: text });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: text });
  });
});
