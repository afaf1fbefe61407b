import fc from 'fast-check';
import { propertyRuns } from '../test-support/property-runs.ts';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { CUSTOM_CSS_MAX_LENGTH, CUSTOM_CSS_TOO_LARGE_MESSAGE, CustomCssSchema } from './custom-css-schema.ts';
import { customCssMessages, sanitizeCustomCss } from './sanitize-custom-css.ts';

/** Pieces of real stylesheets and of attacks on the `<style>` element they are rendered into. */
const FRAGMENTS = [
  'a',
  '.card',
  '#main',
  ' ',
  '\n',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  ':',
  ',',
  '"',
  "'",
  '\\',
  '\\3c ',
  '\\3c /style',
  '/*',
  '*/',
  '/*!',
  'color: red',
  '--accent: #c00',
  'var(--accent)',
  '!important',
  '@media (width < 600px)',
  '@media (400px <= width < 700px)',
  '@supports (display: grid)',
  '@font-face',
  '@import',
  '@IMPORT url(x.css)',
  'url(',
  'url("',
  'content:',
  '&:hover',
  '<',
  '>',
  '/',
  '</style>',
  '</STYLE >',
  '</style',
  '</sty</stylele>',
  '</sty',
  'le>',
  '<!--',
  '-->',
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  'expression(alert(1))',
  '\u0000',
  '\uFFFD',
];

const cssLike = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(''));

const closesStyle = (css: string) => /<\/style/i.test(css);

describe('sanitizeCustomCss', () => {
  it('never lets arbitrary text end the style element, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (input) => {
        const output = sanitizeCustomCss(input);
        expect(closesStyle(output)).toBe(false);
        expect(sanitizeCustomCss(output)).toBe(output);
      }),
      propertyRuns(2000),
    );
  });

  it('never lets CSS built from real and hostile fragments end the style element, and is idempotent', () => {
    fc.assert(
      fc.property(cssLike, (input) => {
        const output = sanitizeCustomCss(input);
        expect(closesStyle(output)).toBe(false);
        expect(output).not.toMatch(/<!--|<script|<img/i);
        expect(sanitizeCustomCss(output)).toBe(output);
      }),
      propertyRuns(3000),
    );
  });

  it.each([
    ['a selector list', '.card, .recipe h2 > a:hover { color: red; }', '.card,.recipe h2>a:hover{color:red}'],
    [
      'a media query in range syntax',
      '@media (width < 600px) { .grid { display: block } }',
      '@media (width<600px){.grid{display:block}}',
    ],
    [
      'a two-sided range',
      '@media (400px <= width < 700px) { a { margin: 0 auto } }',
      '@media (400px<=width<700px){a{margin:0 auto}}',
    ],
    [
      'custom properties',
      ':root { --accent: #9e3f24; } a { color: var(--accent, red) }',
      ':root{--accent: #9e3f24}a{color:var(--accent, red)}',
    ],
    [
      '@font-face',
      '@font-face { font-family: "Family Hand"; src: url(/fonts/hand.woff2) format("woff2"); }',
      '@font-face{font-family:"Family Hand";src:url("/fonts/hand.woff2") format("woff2")}',
    ],
    [
      '@supports',
      '@supports (display: grid) { .grid { display: grid } }',
      '@supports (display:grid){.grid{display:grid}}',
    ],
    ['!important', 'h1 { color: red !important }', 'h1{color:red!important}'],
    ['nesting', '.card { &:hover { color: red } }', '.card{&:hover{color:red}}'],
    ['a quoted content string', 'a::after { content: "→ more" }', 'a::after{content:"→ more"}'],
  ])('keeps %s', (_, input, expected) => {
    expect(sanitizeCustomCss(input)).toBe(expected);
  });

  it.each([
    [
      'a style end in a string',
      'a { content: "</style><script>alert(1)</script>" }',
      'a{content:"\\3c /style>\\3c script>alert(1)\\3c /script>"}',
    ],
    ['an escaped style end in a string', 'a { content: "\\3c /style>" }', 'a{content:"\\3c /style>"}'],
    ['a style end in a url', 'a { background: url(</style>) }', 'a{background:url("\\3c /style>")}'],
    [
      'a style end in an attribute selector',
      '[title="</style>"] { color: red }',
      '[title="\\3c /style>"]{color:red}',
    ],
    ['the nested trick', '</sty</stylele> b { color: blue }', ''],
    ['markup after a rule', 'a { color: red }<script>alert(1)</script>', 'a{color:red}'],
    ['comments', '/* note */ a { color: red } /*! </style> */', 'a{color:red}'],
    ['HTML comment markers', '<!-- a { color: red } -->', 'a{color:red}'],
    ['@import', '@import url(https://evil.example/x.css); @IMPORT "y.css"; a { color: red }', 'a{color:red}'],
    ['a declaration the parser keeps as raw text', 'a { color: red; b: x </style> }', 'a{color:red}'],
    ['a custom property holding markup', ':root { --x: </style>; --y: 1px }', ':root{--y: 1px }'],
    // Found by the fragments property: an escaped `<` inside an at-rule's name was written back as `\<`.
    ['markup escaped into an at-rule name', '@import\\<script>', '@import\\3c script>;'],
    ['markup escaped into a selector', 'a\\<img { color: red }', 'a\\3c img{color:red}'],
  ])('disarms %s', (_, input, expected) => {
    expect(sanitizeCustomCss(input)).toBe(expected);
  });

  it('drops CSS nested deeper than its parser can follow, instead of throwing', () => {
    expect(sanitizeCustomCss('@media x{'.repeat(10_000))).toBe('');
    for (const deep of [`a{b:${'('.repeat(30_000)}}`, '['.repeat(90_000), '@supports (x){'.repeat(5_000)])
      expect(sanitizeCustomCss(deep).toLowerCase()).not.toContain('</style');
  });

  it('refuses CSS longer than the bound with a message for the settings form', () => {
    const tooLong = 'a{}'.padEnd(CUSTOM_CSS_MAX_LENGTH + 1, ' ');
    expect(() => sanitizeCustomCss(tooLong)).toThrow(AppError);
    expect(() => sanitizeCustomCss(tooLong)).toThrow(CUSTOM_CSS_TOO_LARGE_MESSAGE);
    expect(sanitizeCustomCss('a{}'.padEnd(CUSTOM_CSS_MAX_LENGTH, ' '))).toBe('a{}');
  });
});

describe('the css-tree parser (patches/css-tree@3.2.1.patch)', () => {
  it('parses a stylesheet after one that left a block open, instead of looping forever', () => {
    // A separate process: without the patch the second parse never returns.
    const stylesheets = [
      '<img src=x onerror=alert(1)>@media (400px <= width < 700px)--accent: #c00@supports (display: grid)@font-faceexpression(alert(1))</STYLE >url("',
      'expression(alert(1))>)[@IMPORT url(x.css)/*!\\3c (\ufffd',
    ];
    const script = `const { parse } = await import('css-tree');
      for (const css of ${JSON.stringify(stylesheets)}) parse(css, { onParseError() {} });`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      timeout: 10_000,
    });
    expect(result.status).toBe(0);
  });
});

describe('CustomCssSchema', () => {
  it('accepts CSS up to the bound and names the bound beyond it', () => {
    expect(CustomCssSchema.safeParse('x'.repeat(CUSTOM_CSS_MAX_LENGTH)).success).toBe(true);
    const result = CustomCssSchema.safeParse('x'.repeat(CUSTOM_CSS_MAX_LENGTH + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CUSTOM_CSS_TOO_LARGE_MESSAGE);
  });
});

describe('customCssMessages', () => {
  it('says nothing of CSS that comes through whole, comments included', () => {
    expect(
      customCssMessages('/* brand */\n.title { color: red; }\n@media (width >= 40rem) { a { b: c } }'),
    ).toEqual([]);
    expect(customCssMessages('')).toEqual([]);
  });

  it('names the line of each rule the sanitiser leaves out, and why', () => {
    const messages = customCssMessages(
      'a { color: red }\n@import url(x.css);\nb { color: blue }\nc { content: "</style><script>" }',
    );
    expect(messages.map((message) => message.line)).toContain(2);
    expect(messages.find((message) => message.line === 2)?.message).toBe(
      'Line 2: @import is not allowed, so this rule is left out.',
    );
    expect(customCssMessages('a { color: red }\n\nb <x> { color: red }')).toEqual([
      {
        line: 3,
        message:
          'Line 3: this cannot be read safely as CSS (a quote, bracket or comment left open, or a “<”), so it is left out.',
      },
    ]);
    expect(customCssMessages('a'.repeat(CUSTOM_CSS_MAX_LENGTH + 1))).toEqual([
      { line: 1, message: CUSTOM_CSS_TOO_LARGE_MESSAGE },
    ]);
  });

  it('never fails on generated CSS, and names lines that exist', () => {
    const piece = fc.constantFrom(
      'a{color:red}',
      '@import "x";',
      'b{c:"',
      '}',
      '{',
      '/*',
      '*/',
      'd{e:url(',
      ')',
      '\n',
      '<',
      'f{}',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
        (css) => {
          const messages = customCssMessages(css);
          expect(messages.length).toBeLessThanOrEqual(20);
          for (const message of messages) expect(message.line).toBeGreaterThanOrEqual(1);
          for (const message of messages)
            expect(message.line).toBeLessThanOrEqual(css.split(/\r\n?|\n|\f/).length);
          if (/^@import "x";/.test(css)) expect(messages[0]?.line).toBe(1);
        },
      ),
      propertyRuns(200),
    );
  });
});
