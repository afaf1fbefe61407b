import type { CssNode } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import walk from 'css-tree/walker';
import fc from 'fast-check';
import { propertyRuns } from '../test-support/property-runs.ts';
import { CUSTOM_CSS_MAX_LENGTH } from './custom-css-schema.ts';
import { sanitizeCustomCss } from './sanitize-custom-css.ts';
import { describe, expect, it } from 'vitest';
import { CUSTOM_CSS_MAX_Z_INDEX, isOwnOriginUrl } from './custom-css-declarations.ts';
import { kitchenCustomCss } from './scope-custom-css.ts';

const SEED = 20_261_123;
const INSIDE = ':not([data-protected],[data-protected] *)';
const AROUND = ':not(:has([data-protected]))';

const render = kitchenCustomCss;

/** Pieces of stylesheets that try to hide, cover or restyle the protected texts, or fetch from elsewhere. */
const FRAGMENTS = [
  '.lock-message',
  '.auth-terms',
  '[data-protected]',
  'html',
  'body',
  'main',
  ':root',
  'p',
  '*',
  ':has(.lock-message)',
  ':is(.locked, p)',
  '::before',
  '::after',
  '&',
  ' ',
  '>',
  '~',
  '+',
  ',',
  '{',
  '}',
  ';',
  'display:none',
  'visibility:hidden',
  'opacity:0',
  'color:transparent',
  '--color-text:transparent',
  'font-size:0',
  'transform:scale(0)',
  'clip-path:inset(50%)',
  'content-visibility:hidden',
  'position:fixed',
  'inset:0',
  'z-index:2147483647',
  'z-index:var(--z)',
  'background:#fff',
  'background:#1a1a1a',
  'font-family:Wingdings',
  'text-decoration:line-through',
  'text-decoration-thickness:1em',
  '.recipe',
  'content:""',
  'height:0;overflow:hidden',
  '!important',
  '@media (width > 1px){',
  '@supports (display:grid){',
  '@layer a{',
  '@scope (main){',
  '@keyframes k{from{opacity:1}to{opacity:0}}',
  'animation:k 1s forwards',
  '@property --color-text{syntax:"*";inherits:false}',
  '@font-face{font-family:Inter;src:local(Wingdings)}',
  '@font-face{font-family:"Georgia";src:url(/x.woff2)}',
  '@import url(https://evil.example/x.css);',
  '@namespace url(https://evil.example);',
  'background:url(https://evil.example/x.png)',
  'background:url(//evil.example/x.png)',
  'background:url("/\\\\evil.example/x.png")',
  'background:\\75 rl(https://evil.example/x)',
  '--bg:url(https://evil.example/x)',
  'background:image-set("https://evil.example/x.png" 1x)',
  'width:expression(alert(1))',
  'behavior:url(x.htc)',
  '-moz-binding:url(x.xml#y)',
  'background:url(/images/ok.png)',
];

const hostileCss = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((parts) => parts.join(''));

/** Everything the scoped stylesheet must never contain, as a list of problems. */
function problems(css: string): string[] {
  const found: string[] = [];
  const ast = parse(css, { parseCustomProperty: false, onParseError: () => undefined });
  const ancestors: CssNode[] = [];
  walk(ast, {
    enter(node: CssNode) {
      const inKeyframes = ancestors.some((a) => a.type === 'Atrule' && a.name.endsWith('keyframes'));
      if (node.type === 'Rule' && !inKeyframes) {
        if (node.prelude.type !== 'SelectorList') found.push(`unparsed selector ${generate(node.prelude)}`);
        else
          node.prelude.children.forEach((selector) => {
            const text = generate(selector);
            if (!text.includes(INSIDE)) found.push(`selector may match a protected text: ${text}`);
          });
        const hides = node.block.children
          .toArray()
          .some(
            (child) =>
              child.type === 'Declaration' &&
              !child.property.startsWith('--') &&
              !/^(background|color-scheme|font-(style|weight)|text-(align|underline))/.test(child.property) &&
              ![
                'accent-color',
                'border-color',
                'border-radius',
                'caret-color',
                'cursor',
                'scroll-behavior',
              ].includes(child.property),
          );
        if (hides && node.prelude.type === 'SelectorList')
          node.prelude.children.forEach((selector) => {
            const text = generate(selector);
            if (!text.includes(AROUND)) found.push(`may hide a protected text through its ancestor: ${text}`);
          });
      }
      if (node.type === 'Atrule' && ['import', 'namespace', 'property'].includes(node.name.toLowerCase()))
        found.push(`@${node.name}`);
      if (node.type === 'Url' && !isOwnOriginUrl(node.value)) found.push(`url ${node.value}`);
      if (node.type === 'Function' && /expression|image-set|\\/i.test(node.name))
        found.push(`${node.name}()`);
      if (node.type === 'Raw') {
        // An escaped backslash or quote (`\\`, `\"`: the sanitiser's spelling of them in strings)
        // is that character, not the start of an escape that could spell something else.
        const unescaped = node.value.replace(/\\[\\"]/g, '');
        if (/expression|image-set|\\(?!3c )/i.test(unescaped)) found.push(`raw ${node.value}`);
        for (const [, target] of node.value.matchAll(/url\(\s*["']?([^"')]*)/gi))
          if (!isOwnOriginUrl(target!)) found.push(`raw url ${target}`);
      }
      if (node.type === 'Declaration') {
        if (/behavior|binding/i.test(node.property)) found.push(node.property);
        if (
          node.property === 'z-index' &&
          !(Math.abs(Number(generate(node.value))) <= CUSTOM_CSS_MAX_Z_INDEX)
        )
          found.push(`z-index ${generate(node.value)}`);
        if (node.property === 'font-family' && /inter|georgia/i.test(generate(node.value)))
          found.push(`font ${generate(node.value)}`);
      }
      ancestors.push(node);
    },
    leave() {
      ancestors.pop();
    },
  });
  return found;
}

describe('kitchenCustomCss', () => {
  it('is a fixed point of the sanitiser, so nothing in it can end the style element', () => {
    fc.assert(
      fc.property(hostileCss, (input) => {
        const output = render(input);
        expect(sanitizeCustomCss(output)).toBe(output);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('drops a declaration whose value holds a block (found by the property below)', () => {
    const input = '.lock-message{font-family:Wingdings@font-face{font-family:"Georgia";src:url(/x.woff2)}';
    expect(problems(render(input))).toEqual([]);
    expect(render('a{content:"{"}')).toContain('content:"{"');
  });

  it('never lets hostile CSS select, hide or cover a protected text, or fetch from another origin', () => {
    fc.assert(
      fc.property(hostileCss, (input) => {
        expect(problems(render(input))).toEqual([]);
      }),
      propertyRuns(3000),
    );
  });

  it('keeps colours, backgrounds and custom properties on the protected texts’ ancestors', () => {
    expect(render('body { background: #fff; --brand: red; margin: 0 }')).toBe(
      `body${INSIDE}{background:#fff;--brand: red}body${INSIDE}${AROUND}{margin:0}`,
    );
  });

  it.each([
    ['main{font-family:Wingdings}', `main${INSIDE}${AROUND}{font-family:Wingdings}`],
    [
      '.recipe{text-decoration:line-through;text-decoration-thickness:1em}',
      `.recipe${INSIDE}${AROUND}{text-decoration:line-through;text-decoration-thickness:1em}`,
    ],
  ])('keeps fonts and text decorations off the protected texts’ ancestors: %s', (input, output) => {
    expect(render(input)).toBe(output);
  });

  it('keeps the subject’s pseudo-element last and scopes nested rules', () => {
    expect(render('.card::after { content: "→" }')).toBe(`.card${INSIDE}${AROUND}::after{content:"→"}`);
    expect(render('.card { &:hover { color: red } }')).toBe(
      `.card${INSIDE}{&:hover${INSIDE}${AROUND}{color:red}}`,
    );
    expect(render('.card { @media (width < 600px) { display: none } }')).toBe(
      `.card${INSIDE}{@media (width<600px){&${INSIDE}${AROUND}{display:none}}}`,
    );
  });

  it('leaves keyframes and own-origin urls alone', () => {
    expect(render('@keyframes in { from { opacity: 0 } to { opacity: 1 } }')).toBe(
      '@keyframes in{from{opacity:0}to{opacity:1}}',
    );
    expect(render('.hero { background: url(/images/hero.jpg) }')).toBe(
      `.hero${INSIDE}{background:url("/images/hero.jpg")}`,
    );
  });

  it.each([
    ['a url to another origin', 'a { background: url(https://evil.example/x.png) }'],
    ['a protocol-relative url', 'a { background: url(//evil.example/x.png) }'],
    ['a url the browser reads as another host', 'a { background: url("/\\\\evil.example/x.png") }'],
    ['an escaped url', 'a { background: \\75 rl(https://evil.example/x.png) }'],
    ['a custom property holding a url to another origin', ':root { --bg: url(https://evil.example/x.png) }'],
    ['image-set', 'a { background: image-set("https://evil.example/x.png" 1x) }'],
    ['expression()', 'a { width: expression(alert(1)) }'],
    ['behavior', 'a { behavior: url(x.htc) }'],
    ['a z-index above the protected texts', 'a { z-index: 41 }'],
    ['a z-index custom CSS cannot bound', 'a { z-index: var(--z) }'],
    ['@property', '@property --color-text { syntax: "*"; inherits: false }'],
    ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg);'],
    ['@font-face redefining a theme font', '@font-face { font-family: "Inter"; src: local(Wingdings) }'],
    ['@font-face redefining a fallback font', '@font-face { font-family: Georgia; src: url(/blank.woff2) }'],
  ])('drops %s', (_, input) => {
    expect(render(input)).toBe('');
  });

  it('bounds the creator’s input only, not the several times longer scoped result', () => {
    const rules: string[] = [];
    for (let length = 0, i = 0; ; i++) {
      const rule = `.c${String(i)}{margin:0;color:red}`;
      if (length + rule.length > CUSTOM_CSS_MAX_LENGTH) break;
      rules.push(rule);
      length += rule.length;
    }
    const output = render(rules.join(''));
    expect(output.length).toBeGreaterThan(CUSTOM_CSS_MAX_LENGTH);
    expect(output.startsWith(`.c0${INSIDE}${AROUND}{margin:0;color:red}`)).toBe(true);
  });

  it('keeps a z-index up to the bound and a font of the creator’s own', () => {
    expect(render('a { z-index: 40 }')).toContain('z-index:40');
    expect(render('@font-face { font-family: "Family Hand"; src: url(/fonts/hand.woff2) }')).toBe(
      '@font-face{font-family:"Family Hand";src:url("/fonts/hand.woff2")}',
    );
  });
});

describe('isOwnOriginUrl', () => {
  it.each([
    ['/images/a.png', true],
    ['images/a.png', true],
    ['../a.png', true],
    ['https://evil.example/a.png', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['/\t/evil.example', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isOwnOriginUrl(url)).toBe(expected);
  });
});
