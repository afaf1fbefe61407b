import { describe, expect, it } from 'vitest';
import {
  findElements,
  isHidden,
  metaContent,
  nearElements,
  parseHtml,
  shallowText,
  textOf,
} from './html-document.ts';

describe('a parsed page', () => {
  const document = parseHtml(
    '<head><meta property="og:title" content="Soup | Site"></head><h1 class="a b">Soup&nbsp;<em>now</em><script>x()</script></h1><div style="display: none">hidden</div>',
  );

  it('gives an element’s text on one line, entities decoded, scripts left out', () => {
    const h1 = findElements(document, (element) => element.name === 'h1')[0]!;
    expect(textOf(h1)).toBe('Soup now');
    expect(shallowText(h1)).toBe('Soup now');
  });

  it('reads meta tags and knows hidden elements', () => {
    expect(metaContent(document, 'og:title')).toBe('Soup | Site');
    expect(isHidden(findElements(document, (element) => element.name === 'div')[0]!)).toBe(true);
  });

  it('walks any depth of nesting without recursion', () => {
    const deep = parseHtml(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`);
    expect(textOf(deep)).toBe('x');
    expect(shallowText(deep)).toBeNull();
    expect(nearElements(deep, 2)).toHaveLength(2);
  });
});
