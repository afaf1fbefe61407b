import type { ColorTheme, TypeTheme } from '@larder/shared/schemas/theme';

/**
 * A small picture of a kitchen in the chosen colours: its header, a recipe card and a button.
 * The kitchen's own fonts load on its own address, so here their names stand in for them.
 */
export function ThemePreview({
  title,
  colors,
  fonts,
}: {
  title: string;
  colors: ColorTheme;
  fonts: TypeTheme;
}) {
  return (
    <figure className="theme-preview" aria-label="Preview of your kitchen">
      <div
        className="theme-preview-site"
        style={{
          background: colors.colorBackground,
          color: colors.colorText,
          borderColor: colors.colorOutline,
        }}
      >
        <div className="theme-preview-header" style={{ borderColor: colors.colorOutline }}>
          <span className="theme-preview-title">{title}</span>
          <span className="theme-preview-nav" style={{ color: colors.colorSubdued }}>
            Recipes · Collections · About
          </span>
        </div>
        <div className="theme-preview-body">
          <div className="theme-preview-card" style={{ background: colors.colorPanel }}>
            <span className="theme-preview-image" style={{ background: colors.colorOutline }} />
            <span className="theme-preview-kicker" style={{ color: colors.colorEmphasis }}>
              Dinner
            </span>
            <span className="theme-preview-recipe">Lemon chicken traybake</span>
            <span style={{ color: colors.colorSubdued }}>45 min · 6 ingredients</span>
          </div>
          <span
            className="theme-preview-button"
            style={{ background: colors.colorAccent, color: colors.colorBackground }}
          >
            Subscribe
          </span>
        </div>
      </div>
      <figcaption className="hint">
        Headings in {fonts.displayFontFamily}, text in {fonts.narrativeFontFamily}.
      </figcaption>
    </figure>
  );
}
