import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme';

const base = {
  colorTheme: COLOR_THEMES[0].colors,
  typeTheme: TYPE_THEMES[0].fonts,
  themeStyle: null,
  themeAccentColor: null,
};

describe('themeCss', () => {
  it('sets the colour and font tokens on the root', () => {
    const css = themeCss(base);
    expect(css).toContain(`:root{--color-text:${base.colorTheme.colorText};`);
    expect(css).toContain("--font-display:'Fraunces', Georgia, serif");
    expect(css).not.toContain('.site-header');
  });

  it('gives the header and footer their own surface and text colour in the bold style', () => {
    const css = themeCss({ ...base, themeStyle: 'bold', themeAccentColor: '#1d5c8c' });
    expect(css).toMatch(
      /\.site-header,\.site-footer\{[^}]*--color-background:#1d5c8c[^}]*;color:var\(--color-text\)\}/,
    );
  });

  it('restores the theme on protected texts, above anything custom CSS can place', () => {
    const css = themeCss(base);
    expect(css).toContain(`[data-protected]{--color-text:${base.colorTheme.colorText}!important;`);
    expect(css).toMatch(/\[data-protected\]\{[^}]*position:relative!important;z-index:45!important\}/);
  });

  it('gives protected texts their own background, colour, font and no decoration, whatever their ancestors set', () => {
    // Against custom CSS such as `main{background:#1a1a1a}` or `main{font-family:Wingdings}`.
    const rule = /\[data-protected\]\{[^}]*\}/.exec(themeCss(base))![0];
    for (const declaration of [
      'background-color:var(--color-background)!important',
      'color:var(--color-text)!important',
      'font-family:var(--font-narrative)!important',
      'text-decoration:none!important',
    ])
      expect(rule).toContain(declaration);
  });
});
