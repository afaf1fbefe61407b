import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { SVG_ATTRIBUTES, SVG_ELEMENTS, sanitizeSvg } from './sanitize-svg.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient></defs><style>.a{fill:url(#g)}</style><rect class="a" width="5" height="5"></rect><use xlink:href="#g"></use><text x="1">A &lt; B</text></svg>';

/** Pieces of SVG a hostile upload is made of, with drawing in between. */
const HOSTILE_ELEMENTS = [
  'script',
  'foreignObject',
  'iframe',
  'a',
  'set',
  'animate',
  'object',
  'embed',
  'handler',
  'listener',
];
const HOSTILE_ATTRIBUTES = [
  'onload',
  'onclick',
  'onmouseover',
  'onbegin',
  'formaction',
  'attributeName',
  'to',
  'values',
  'src',
  'data',
];
const HOSTILE_VALUES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/x.svg#a',
  '//evil.example/',
  'url(https://evil.example/x)',
  '&#106;avascript:alert(1)',
  'alert(1)',
  '#ok',
];

const attribute = fc.tuple(
  fc.constantFrom(...HOSTILE_ATTRIBUTES, ...SVG_ATTRIBUTES.slice(0, 30), 'href', 'xlink:href', 'style'),
  fc.constantFrom(...HOSTILE_VALUES, 'teal', '10', 'fill:url(http://evil.example/)', '@import url(x)'),
);
const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...HOSTILE_ELEMENTS, ...SVG_ELEMENTS),
      fc.array(attribute, { maxLength: 3 }),
      depth > 1
        ? fc.array(
            fc.oneof(
              element(depth - 1),
              fc.constantFrom('text', 'alert(1)', '@import url(//evil.example/a.css);'),
            ),
            {
              maxLength: 3,
            },
          )
        : fc.constant([] as string[]),
    )
    .map(
      ([name, attributes, children]) =>
        `<${name}${attributes.map(([key, value]) => ` ${key}="${value.replace(/"/g, '&quot;')}"`).join('')}>${children.join('')}</${name}>`,
    ),
);

/** Every attribute of every element in a sanitised file, as the browser would read them. */
function attributesOf(svg: string): [string, string][] {
  return [...svg.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]);
}

describe('sanitising an uploaded SVG', () => {
  it('keeps a drawing as it is: shapes, gradients, styles and links inside the file', () => {
    expect(sanitizeSvg(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n${LOGO}`)).toBe(LOGO);
  });

  it('answers null for a file with no SVG root', () => {
    for (const source of ['', '<html><svg></svg></html>'.slice(6, 0), '<p>hi</p>', 'svg', '<svgx></svgx>'])
      expect(sanitizeSvg(source)).toBeNull();
  });

  it('drops entities declared in a DOCTYPE rather than expanding them', () => {
    const bomb = `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg><text>&b;</text></svg>`;
    expect(sanitizeSvg(bomb)).toMatch(/^<svg><text>(?:&amp;b;)?<\/text><\/svg>$/);
  });

  it('leaves nothing that runs or reaches outside the file, whatever it is given (generated, seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(element(4), { maxLength: 4 }),
        fc.array(attribute, { maxLength: 3 }),
        (children, rootAttributes) => {
          const source = `<svg xmlns="http://www.w3.org/2000/svg"${rootAttributes.map(([key, value]) => ` ${key}="${value.replace(/"/g, '&quot;')}"`).join('')}>${children.join('')}</svg>`;
          const clean = sanitizeSvg(source);
          expect(clean).not.toBeNull();
          const tags = [...clean!.matchAll(/<([\w:-]+)/g)].map(([, name]) => name!);
          for (const tag of tags) expect(SVG_ELEMENTS).toContain(tag);
          for (const [name, value] of attributesOf(clean!)) {
            expect(SVG_ATTRIBUTES).toContain(name);
            expect(name).not.toMatch(/^on/i);
            const decoded = value.replace(/&#(\d+);/g, (_, code: string) =>
              String.fromCharCode(Number(code)),
            );
            if (name === 'href' || name === 'xlink:href') expect(decoded).toMatch(/^(#|data:image\/)/);
            // Any attribute may paint with `url()`; none may fetch from outside the file.
            expect(decoded).not.toMatch(/url\((?!#)|@import/i);
          }
          // Text is text (escaped, never run); style sheets are the one text that does something.
          for (const [, css] of clean!.matchAll(/<style[^>]*>([^<]*)<\/style>/g))
            expect(css).not.toMatch(/url\((?!#)|@import|javascript:/i);
          expect(clean).not.toMatch(/<script/i);
        },
      ),
      propertyRuns(2_000),
    );
  });
});
