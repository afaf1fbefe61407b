import type { Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

// The named theme catalogue of ADR 021 as it stood when this migration was written: id, name and
// the theme as stored JSON. Kitchens point at these rows with colorThemeId and typeThemeId.
const COLOR_THEMES: [string, string, string][] = [
  [
    '0c010000-0000-4000-8000-000000000001',
    'Terracotta',
    '{"colorText":"#2e1e17","colorAccent":"#9e3f24","colorSubdued":"#6e5446","colorOverlay":"#2e1e17","colorBackground":"#fbf4ea","colorPanel":"#f3e3d1","colorEmphasis":"#8a3a22","colorOutline":"#dcc3aa"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000002',
    'Sage',
    '{"colorText":"#26302a","colorAccent":"#4a6b50","colorSubdued":"#5a5f57","colorOverlay":"#1f2a22","colorBackground":"#faf7f0","colorPanel":"#efebdf","colorEmphasis":"#8c5a2b","colorOutline":"#d6d0c0"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000003',
    'Ember',
    '{"colorText":"#f5ede3","colorAccent":"#ff8a3d","colorSubdued":"#b9ab9c","colorOverlay":"#0d0b0a","colorBackground":"#1c1917","colorPanel":"#28221f","colorEmphasis":"#ffb27a","colorOutline":"#4a403a"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000004',
    'Harbour',
    '{"colorText":"#1b2633","colorAccent":"#1d5c8c","colorSubdued":"#4f5d6b","colorOverlay":"#0f1a24","colorBackground":"#f7f9fb","colorPanel":"#e8eef4","colorEmphasis":"#a33b2b","colorOutline":"#cdd8e3"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000005',
    'Plum',
    '{"colorText":"#2a1d2c","colorAccent":"#7a2e6b","colorSubdued":"#625263","colorOverlay":"#1e1420","colorBackground":"#fbf7fa","colorPanel":"#f1e6ee","colorEmphasis":"#a13d5d","colorOutline":"#dccad6"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000006',
    'Olive grove',
    '{"colorText":"#262a1c","colorAccent":"#55641c","colorSubdued":"#575b4a","colorOverlay":"#1d2114","colorBackground":"#fafaf2","colorPanel":"#eeeedc","colorEmphasis":"#8a4b17","colorOutline":"#d5d6bd"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000007',
    'Citrus',
    '{"colorText":"#2b2411","colorAccent":"#825400","colorSubdued":"#5e5440","colorOverlay":"#231d0c","colorBackground":"#fffcf2","colorPanel":"#fbf0cf","colorEmphasis":"#b3261e","colorOutline":"#eadcae"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000008',
    'Charcoal',
    '{"colorText":"#111111","colorAccent":"#111111","colorSubdued":"#555555","colorOverlay":"#000000","colorBackground":"#ffffff","colorPanel":"#f2f2f2","colorEmphasis":"#b00020","colorOutline":"#dddddd"}',
  ],
  [
    '0c010000-0000-4000-8000-000000000009',
    'Midnight',
    '{"colorText":"#e8edf4","colorAccent":"#7cc4ff","colorSubdued":"#a7b3c2","colorOverlay":"#05080c","colorBackground":"#0f1722","colorPanel":"#182233","colorEmphasis":"#ffcf70","colorOutline":"#2c3a50"}',
  ],
  [
    '0c010000-0000-4000-8000-00000000000a',
    'Berry',
    '{"colorText":"#2b1418","colorAccent":"#a3153f","colorSubdued":"#6b4c52","colorOverlay":"#1f0d10","colorBackground":"#fff8f8","colorPanel":"#fbe9ec","colorEmphasis":"#6d2c8a","colorOutline":"#efcdd3"}',
  ],
];

const TYPE_THEMES: [string, string, string][] = [
  [
    '0f010000-0000-4000-8000-000000000001',
    'Farmhouse',
    '{"displayFontFamily":"Fraunces","narrativeFontFamily":"Inter","displayFontNormalWeight":400,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-000000000002',
    'Bakery',
    '{"displayFontFamily":"Playfair Display","narrativeFontFamily":"Lora","displayFontNormalWeight":400,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-000000000003',
    'Smokehouse',
    '{"displayFontFamily":"Oswald","narrativeFontFamily":"Source Sans 3","displayFontNormalWeight":500,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-000000000004',
    'Market',
    '{"displayFontFamily":"Outfit","narrativeFontFamily":"Work Sans","displayFontNormalWeight":500,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":600}',
  ],
  [
    '0f010000-0000-4000-8000-000000000005',
    'Bistro',
    '{"displayFontFamily":"DM Serif Display","narrativeFontFamily":"Karla","displayFontNormalWeight":400,"displayFontBoldWeight":400,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-000000000006',
    'Journal',
    '{"displayFontFamily":"Newsreader","narrativeFontFamily":"Source Serif 4","displayFontNormalWeight":500,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-000000000007',
    'Diner',
    '{"displayFontFamily":"Bebas Neue","narrativeFontFamily":"Rubik","displayFontNormalWeight":400,"displayFontBoldWeight":400,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":600}',
  ],
  [
    '0f010000-0000-4000-8000-000000000008',
    'Patisserie',
    '{"displayFontFamily":"Cormorant Garamond","narrativeFontFamily":"Montserrat","displayFontNormalWeight":500,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":600}',
  ],
  [
    '0f010000-0000-4000-8000-000000000009',
    'Notebook',
    '{"displayFontFamily":"Caveat","narrativeFontFamily":"Nunito Sans","displayFontNormalWeight":600,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-00000000000a',
    'Classic',
    '{"displayFontFamily":"Libre Baskerville","narrativeFontFamily":"Open Sans","displayFontNormalWeight":400,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-00000000000b',
    'Gazette',
    '{"displayFontFamily":"Abril Fatface","narrativeFontFamily":"Crimson Pro","displayFontNormalWeight":400,"displayFontBoldWeight":400,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":600}',
  ],
  [
    '0f010000-0000-4000-8000-00000000000c',
    'Butcher',
    '{"displayFontFamily":"Roboto Slab","narrativeFontFamily":"Lato","displayFontNormalWeight":600,"displayFontBoldWeight":800,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
  [
    '0f010000-0000-4000-8000-00000000000d',
    'Garden',
    '{"displayFontFamily":"EB Garamond","narrativeFontFamily":"Figtree","displayFontNormalWeight":500,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":600}',
  ],
  [
    '0f010000-0000-4000-8000-00000000000e',
    'Studio',
    '{"displayFontFamily":"Poppins","narrativeFontFamily":"Manrope","displayFontNormalWeight":600,"displayFontBoldWeight":700,"narrativeFontNormalWeight":400,"narrativeFontBoldWeight":700}',
  ],
];

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [id, title, colors] of COLOR_THEMES)
    await db
      .insertInto('color_themes')
      .values({ id, title, colors })
      .onConflict((c) => c.column('id').doNothing())
      .execute();
  for (const [id, title, fonts] of TYPE_THEMES)
    await db
      .insertInto('type_themes')
      .values({ id, title, fonts })
      .onConflict((c) => c.column('id').doNothing())
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Kitchens still pointing at a catalogue theme keep it (the foreign key would refuse the delete).
  for (const table of ['color_themes', 'type_themes'])
    await db
      .deleteFrom(table)
      .where(
        'id',
        'in',
        (table === 'color_themes' ? COLOR_THEMES : TYPE_THEMES).map(([id]) => id),
      )
      .where(
        'id',
        'not in',
        db.selectFrom('sites').select(table === 'color_themes' ? 'color_theme_id' : 'type_theme_id'),
      )
      .execute();
}
