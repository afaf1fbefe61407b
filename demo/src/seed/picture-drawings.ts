/**
 * Illustrations the Fluent Emoji set has no picture for (lasagna, scones, soups, cakes it draws
 * as one slice, kitchen equipment, the shops' products), drawn in the same 32×32 box and soft, shaded style so they sit beside the emoji.
 * Each is an SVG body without the outer `<svg>`.
 */

/** Deterministic scatter of `count` points inside a circle, for toppings. */
function scatter(count: number, cx: number, cy: number, radius: number, seed: number): [number, number][] {
  const points: [number, number][] = [];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let index = 0; index < count; index += 1) {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * radius;
    points.push([cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance]);
  }
  return points;
}

const round = (value: number) => value.toFixed(2);

function shade(id: string, light: string, dark: string): string {
  return `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;
}

/** A bowl seen from above at a slant: rim, contents and toppings. */
function bowl(
  fill: [string, string],
  toppings: { color: string; count: number; size: number; shape?: 'dot' | 'stick' | 'ring' }[],
  rim: [string, string] = ['#fdfbf7', '#d9d2c7'],
): string {
  const dots = toppings
    .map(({ color, count, size, shape = 'dot' }, layer) =>
      scatter(count, 16, 15, 9, 7 + layer * 31)
        .map(([x, y], index) =>
          shape === 'stick'
            ? `<rect x="${round(x - size)}" y="${round(y - size / 3)}" width="${round(size * 2)}" height="${round(size * 0.7)}" rx="${round(size / 3)}" fill="${color}" transform="rotate(${(index * 47) % 180} ${round(x)} ${round(y)})"/>`
            : shape === 'ring'
              ? `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size)}" fill="none" stroke="${color}" stroke-width="${round(size * 0.6)}"/>`
              : `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size)}" ry="${round(size * 0.8)}" fill="${color}"/>`,
        )
        .join(''),
    )
    .join('');
  return `<defs>${shade('bowl-rim', rim[0], rim[1])}${shade('bowl-fill', fill[0], fill[1])}</defs>
<ellipse cx="16" cy="17.5" rx="14.5" ry="13" fill="url(#bowl-rim)"/>
<ellipse cx="16" cy="15.5" rx="11.5" ry="10" fill="url(#bowl-fill)"/>${dots}
<ellipse cx="12" cy="10" rx="4" ry="1.6" fill="#fff" opacity="0.25"/>`;
}

/** A tall glass of a drink with ice, a slice of fruit and a straw. */
function glass(liquid: [string, string], fruit: string): string {
  return `<defs><linearGradient id="drink" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${liquid[0]}"/><stop offset="1" stop-color="${liquid[1]}"/></linearGradient></defs>
<rect x="20" y="1" width="1.6" height="14" rx="0.8" fill="#e2574c" transform="rotate(12 21 8)"/>
<path d="M8 6h16l-1.6 23.2a2 2 0 0 1-2 1.8h-8.8a2 2 0 0 1-2-1.8z" fill="#eef6fb" opacity="0.55"/>
<path d="M8.7 10h14.6l-1.35 19a1.6 1.6 0 0 1-1.6 1.5h-8.7a1.6 1.6 0 0 1-1.6-1.5z" fill="url(#drink)"/>
<rect x="11" y="12" width="4.5" height="4.5" rx="1" fill="#fff" opacity="0.55" transform="rotate(14 13 14)"/>
<rect x="16.5" y="15" width="4.5" height="4.5" rx="1" fill="#fff" opacity="0.45" transform="rotate(-10 18 17)"/>
<circle cx="9" cy="7" r="4.2" fill="${fruit}"/><circle cx="9" cy="7" r="3.2" fill="#fff6c9" opacity="0.6"/>
<path d="M8.2 7l.8-3 .8 3-.8 3z" fill="${fruit}" opacity="0.6"/>
<path d="M9.5 10.5l1 17" stroke="#fff" stroke-width="0.9" opacity="0.5" stroke-linecap="round"/>`;
}

/** Bars or fingers stacked on a piece of paper (shortbread, flapjack). */
function bars(color: [string, string], speck: string, wide: boolean): string {
  const width = wide ? 10 : 5.5;
  const pieces = [
    [4, 18],
    [4 + width + 1.2, 18],
    [4 + 2 * (width + 1.2), 18],
    [7, 11],
    [7 + width + 1.2, 11],
  ].filter(([x]) => x! + width <= 29.5);
  return `<defs>${shade('bar', color[0], color[1])}</defs>
<rect x="2" y="6" width="28" height="23" rx="1" fill="#f7f3ea" transform="rotate(-4 16 17)"/>
${pieces
  .map(
    ([x, y], index) =>
      `<rect x="${x}" y="${y}" width="${width}" height="10" rx="1.4" fill="url(#bar)" stroke="${color[1]}" stroke-width="0.4"/>` +
      scatter(wide ? 9 : 4, x! + width / 2, y! + 5, Math.min(width, 10) / 2 - 1, 3 + index)
        .map(([px, py]) => `<circle cx="${round(px)}" cy="${round(py)}" r="0.45" fill="${speck}"/>`)
        .join(''),
  )
  .join('')}`;
}

/** A tin or dish seen from above: outer rim, inner floor. */
function tin(
  shape: 'round' | 'square' | 'loaf' | 'tray' | 'dish' | 'fluted' | 'stone',
  colors: [string, string],
): string {
  const inner = (inset: number) => {
    switch (shape) {
      case 'round':
        return `<circle cx="16" cy="16" r="${14 - inset}"`;
      case 'fluted': {
        const points = Array.from({ length: 48 }, (_, index) => {
          const angle = (index / 48) * Math.PI * 2;
          const radius = 14 - inset - (index % 2 === 0 ? 0 : 0.8);
          return `${round(16 + Math.cos(angle) * radius)},${round(16 + Math.sin(angle) * radius)}`;
        });
        return `<polygon points="${points.join(' ')}"`;
      }
      case 'square':
        return `<rect x="${2 + inset}" y="${2 + inset}" width="${28 - 2 * inset}" height="${28 - 2 * inset}" rx="${2 - inset / 4}"`;
      case 'loaf':
        return `<rect x="${5 + inset}" y="${1 + inset}" width="${22 - 2 * inset}" height="${30 - 2 * inset}" rx="2"`;
      default:
        return `<rect x="${1 + inset}" y="${6 + inset}" width="${30 - 2 * inset}" height="${20 - 2 * inset}" rx="${shape === 'dish' ? 3 : 1.2}"`;
    }
  };
  const handles =
    shape === 'dish'
      ? `<rect x="-1" y="13" width="4" height="6" rx="2" fill="${colors[1]}"/><rect x="29" y="13" width="4" height="6" rx="2" fill="${colors[1]}"/>`
      : '';
  const speckles =
    shape === 'stone'
      ? scatter(40, 16, 16, 12, 5)
          .map(
            ([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="0.35" fill="#8a7a66" opacity="0.6"/>`,
          )
          .join('')
      : '';
  return `<defs>${shade('tin-rim', colors[0], colors[1])}<radialGradient id="tin-floor" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}" stop-opacity="0.9"/></radialGradient></defs>
${handles}${inner(0)} fill="url(#tin-rim)"/>${shape === 'stone' ? '' : `${inner(1.6)} fill="${colors[1]}" opacity="0.5"/>${inner(2.2)} fill="url(#tin-floor)"/>`}${speckles}`;
}

const METAL: [string, string] = ['#eef1f4', '#8d96a1'];
const DARK_METAL: [string, string] = ['#5b5f66', '#22252a'];

/** Every drawing by name. */
export const DRAWINGS: Record<string, () => string> = {
  'tomato-soup': () =>
    bowl(
      ['#f08a4b', '#c7431f'],
      [
        { color: '#fff4e4', count: 1, size: 2.2 },
        { color: '#4d8b3a', count: 4, size: 0.6 },
      ],
    ),
  chili: () =>
    bowl(
      ['#b2442a', '#6e2012'],
      [
        { color: '#5a2a1d', count: 12, size: 1 },
        { color: '#f3b53a', count: 9, size: 0.9, shape: 'stick' },
        { color: '#fbf6ee', count: 2, size: 1.8 },
        { color: '#5fae4f', count: 8, size: 0.45, shape: 'ring' },
      ],
    ),
  'mac-and-cheese': () =>
    bowl(
      ['#fbc34a', '#e38a1c'],
      [{ color: '#f7d36b', count: 34, size: 1, shape: 'ring' }],
      ['#4f5257', '#1f2124'],
    ),
  'pasta-salad': () =>
    bowl(
      ['#f6e7b8', '#e2c77f'],
      [
        { color: '#f2c75b', count: 22, size: 1.1, shape: 'stick' },
        { color: '#e0432f', count: 6, size: 1.3 },
        { color: '#8cc46b', count: 6, size: 1.1 },
        { color: '#2b2b2b', count: 5, size: 0.7, shape: 'ring' },
        { color: '#fffdf5', count: 5, size: 0.9 },
      ],
    ),
  romesco: () =>
    bowl(
      ['#d2552e', '#9a2f16'],
      [{ color: '#f1d9b0', count: 7, size: 0.9, shape: 'stick' }],
      ['#d8b48e', '#8a5a34'],
    ),
  'salsa-verde': () =>
    bowl(['#7dbb4a', '#3f7a25'], [{ color: '#2f5e1c', count: 24, size: 0.6 }], ['#d8b48e', '#8a5a34']),
  salsa: () =>
    bowl(
      ['#e6482f', '#a3200f'],
      [
        { color: '#f7765c', count: 12, size: 1.3 },
        { color: '#3e8b36', count: 8, size: 0.5 },
        { color: '#f8efe0', count: 6, size: 0.6 },
      ],
      ['#5c5a57', '#201e1d'],
    ),
  'black-beans': () =>
    bowl(
      ['#3b2d33', '#140d10'],
      [
        { color: '#4a3a42', count: 26, size: 1.1 },
        { color: '#a9d46a', count: 3, size: 1.4 },
      ],
      ['#c9774a', '#7a3b1d'],
    ),
  granola: () =>
    bowl(
      ['#e4b76a', '#b27a33'],
      [
        { color: '#c98b3d', count: 18, size: 1.5 },
        { color: '#8a4f22', count: 7, size: 1 },
        { color: '#c3243a', count: 8, size: 0.7 },
      ],
    ),
  lemonade: () => glass(['#ffb3c1', '#f0637f'], '#f9dc43'),
  'agua-fresca': () => glass(['#fbe7a0', '#f1c24d'], '#8cc63f'),
  shortbread: () => bars(['#fbe9c2', '#e2c07e'], '#c99a4b', false),
  flapjack: () => bars(['#e9b45c', '#b6752a'], '#7d4a17', true),
  lasagna: () => `<defs>${shade('lasagna-top', '#f4b24a', '#c9661e')}</defs>
<path d="M4 12l16-5 9 4v12l-16 5-9-4z" fill="#c6401f"/>
${[0, 1, 2, 3]
  .map(
    (layer) =>
      `<path d="M13 ${14.5 + layer * 3.3}l16-5v1.6l-16 5z" fill="${layer % 2 === 0 ? '#f6d27a' : '#fbf3e3'}"/><path d="M4 ${11.5 + layer * 3.3}l9 4v1.6l-9-4z" fill="${layer % 2 === 0 ? '#eec062' : '#efe5d3'}"/>`,
  )
  .join('')}
<path d="M4 12l16-5 9 4-16 5z" fill="url(#lasagna-top)"/>
<ellipse cx="16" cy="11" rx="3" ry="1.2" fill="#b8461f" opacity="0.6"/><ellipse cx="20" cy="9.5" rx="1.6" ry="0.9" fill="#3d8b3a"/>`,
  scone: () => `<defs>${shade('scone', '#f7d08a', '#b97a32')}</defs>
<path d="M5 14c0-4 5-6 11-6s11 2 11 6v8c0 4-5 6-11 6S5 26 5 22z" fill="#e8c790"/>
<ellipse cx="16" cy="14" rx="11" ry="6" fill="url(#scone)"/>
<path d="M5 19c3 1.5 19 1.5 22 0" stroke="#d3a463" stroke-width="0.8" fill="none"/>
<ellipse cx="14" cy="12.5" rx="4" ry="1.5" fill="#fff" opacity="0.25"/>
<ellipse cx="21" cy="6" rx="6" ry="2.6" fill="#fdf6e6"/><ellipse cx="20" cy="5.4" rx="3.4" ry="1.4" fill="#c4213b"/>`,
  'cinnamon-bun': () => `<defs>${shade('bun', '#f2c27c', '#a9621f')}</defs>
<circle cx="16" cy="16" r="13.5" fill="url(#bun)"/>
<path d="M16 16m0-1.5a1.5 1.5 0 1 1-1.5 1.5 3.5 3.5 0 0 1 3.5-3.5 5.5 5.5 0 0 1 5.5 5.5 7.5 7.5 0 0 1-7.5 7.5 9.5 9.5 0 0 1-9.5-9.5 11 11 0 0 1 11-11" fill="none" stroke="#7a3f12" stroke-width="1.6" stroke-linecap="round"/>
<path d="M9 9c3 2 4 6 8 5s6 4 8 3" stroke="#fffaf0" stroke-width="1.2" fill="none" opacity="0.85" stroke-linecap="round"/>
<path d="M8 19c3-1 5 2 8 1s4-3 7-1" stroke="#fffaf0" stroke-width="1" fill="none" opacity="0.75" stroke-linecap="round"/>`,

  // Cakes and bakes the emoji set draws as one and the same slice or pie.
  'victoria-sponge': () => `<defs>${shade('sponge-layer', '#f6d58e', '#c98d3c')}</defs>
<rect x="4" y="18" width="24" height="8" rx="2.4" fill="url(#sponge-layer)"/>
<rect x="4.3" y="15.6" width="23.4" height="2.6" rx="1" fill="#fdf8ef"/>
<rect x="4.3" y="17.4" width="23.4" height="1.3" fill="#c2213c"/>
<rect x="4" y="8.5" width="24" height="7.6" rx="2.4" fill="url(#sponge-layer)"/>
<ellipse cx="16" cy="9.2" rx="11.6" ry="2" fill="#fffaf2"/>
${scatter(22, 16, 9.2, 9, 41)
  .map(
    ([x, y]) =>
      `<circle cx="${round(x)}" cy="${round(9 + (y - 9.2) / 4.5)}" r="0.35" fill="#fff" opacity="0.9"/>`,
  )
  .join('')}`,
  'drizzle-loaf': () => `<defs>${shade('drizzle-loaf', '#f5cf74', '#b97a27')}</defs>
<path d="M3 14c0-4 4-6 13-6s13 2 13 6v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="url(#drizzle-loaf)"/>
<path d="M4 12.5c2 3 3-1 5 2s3-2 5 1 3-2 5 1 3-2 5 0 2-1 4-1.5" stroke="#fffdf6" stroke-width="1.3" fill="none" stroke-linecap="round"/>
<path d="M6 11c4-2 15-2 20 0" stroke="#fffdf6" stroke-width="1.6" fill="none" stroke-linecap="round" opacity="0.9"/>
${scatter(10, 16, 11.5, 8, 5)
  .map(
    ([x, y]) =>
      `<rect x="${round(x)}" y="${round(11 + (y - 11.5) / 3)}" width="1.1" height="0.4" rx="0.2" fill="#f4d21f"/>`,
  )
  .join('')}
<rect x="7" y="21" width="5" height="6" rx="0.6" fill="#fbe7a6" opacity="0.55"/>`,
  'pound-cake': () => `<defs>${shade('pound-crust', '#e2a451', '#8f5420')}</defs>
<path d="M2 15c0-3.5 4-5.5 12-5.5s12 2 12 5.5v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" fill="url(#pound-crust)"/>
<path d="M6 12.5c3 1.2 6 1.4 8 0.4s5-1 7 0.2" stroke="#f7d27e" stroke-width="1.1" fill="none" stroke-linecap="round"/>
<path d="M24.5 13.5l5-1.2v13.2l-5 1.5z" fill="#f8df97" stroke="#b9772e" stroke-width="0.7"/>
${scatter(7, 27, 19, 3, 13)
  .map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="0.3" fill="#d9b15c"/>`)
  .join('')}`,
  crackers: () => {
    const crackers: [number, number, number][] = [
      [3, 6, -8],
      [14, 4, 6],
      [6, 14, 4],
      [17, 13, -5],
      [9, 21, -2],
    ];
    return `<defs>${shade('rye', '#d8ad74', '#9a6a35')}</defs>${crackers
      .map(
        ([x, y, angle], index) =>
          `<g transform="rotate(${angle} ${x + 6} ${y + 4})"><rect x="${x}" y="${y}" width="12" height="8" rx="0.6" fill="url(#rye)" stroke="#8a5d2c" stroke-width="0.35"/>` +
          scatter(7, x + 6, y + 4, 3.4, 17 + index)
            .map(
              ([px, py], seed) =>
                `<ellipse cx="${round(px)}" cy="${round(py)}" rx="0.55" ry="0.32" fill="${seed % 3 === 0 ? '#f3e7c6' : '#3d2a19'}"/>`,
            )
            .join('') +
          '</g>',
      )
      .join('')}`;
  },
  bakewell: () => {
    const rim = Array.from({ length: 40 }, (_, index) => {
      const angle = (index / 40) * Math.PI * 2;
      const radius = 14 - (index % 2 === 0 ? 0 : 0.9);
      return `${round(16 + Math.cos(angle) * radius)},${round(16 + Math.sin(angle) * radius)}`;
    });
    return `<defs>${shade('bakewell-top', '#f4d590', '#c99244')}</defs>
<polygon points="${rim.join(' ')}" fill="#d99b4e"/>
<circle cx="16" cy="16" r="11.6" fill="url(#bakewell-top)"/>
<path d="M16 16L27.6 16A11.6 11.6 0 0 1 24.2 24.2z" fill="#b3223a"/><path d="M16 16L27.6 16A11.6 11.6 0 0 1 24.2 24.2" fill="none" stroke="#f1dca8" stroke-width="1"/>
${scatter(16, 14, 13, 8.5, 23)
  .map(
    ([x, y], index) =>
      `<ellipse cx="${round(x)}" cy="${round(y)}" rx="1.5" ry="0.75" fill="#fbf0d6" stroke="#d5b27a" stroke-width="0.25" transform="rotate(${(index * 53) % 180} ${round(x)} ${round(y)})"/>`,
  )
  .join('')}`;
  },

  // The shops' products.
  'printed-sheet':
    () => `<rect x="5" y="3" width="22" height="27" rx="0.8" fill="#fffdf8" stroke="#d9d2c5" stroke-width="0.6" transform="rotate(-3 16 16)"/>
<g transform="rotate(-3 16 16)"><rect x="8" y="7" width="16" height="2" rx="0.5" fill="#5b7d57"/>
${Array.from({ length: 6 }, (_, row) => `<rect x="8" y="${11.5 + row * 3}" width="6" height="1.2" fill="#8a7f70"/><rect x="16" y="${11.5 + row * 3}" width="${4 + ((row * 5) % 4)}" height="1.2" fill="#c9a26a"/>`).join('')}</g>
<circle cx="16" cy="3.5" r="1.6" fill="#d9453b"/>`,
  'recipe-cards': () =>
    [-16, -2, 12]
      .map(
        (angle, index) =>
          `<g transform="rotate(${angle} 16 28)"><rect x="9" y="5" width="14" height="20" rx="1" fill="#fffaf0" stroke="#d9cdb8" stroke-width="0.5"/>` +
          `<circle cx="16" cy="11" r="3.4" fill="${['#e9b86a', '#f3c8cf', '#e8d9a8'][index]}"/>` +
          `<rect x="11" y="17" width="10" height="1" fill="#9b8f7e"/><rect x="11" y="19.4" width="7" height="1" fill="#c3b8a6"/></g>`,
      )
      .join(''),
  banneton: () => `<defs>${shade('cane', '#e7c08a', '#a8733a')}</defs>
<circle cx="16" cy="16" r="14" fill="url(#cane)"/>
${[11.5, 9, 6.5, 4]
  .map(
    (radius) =>
      `<circle cx="16" cy="16" r="${radius}" fill="none" stroke="#9a6631" stroke-width="0.8" opacity="0.8"/>`,
  )
  .join('')}
<path d="M3 13c4-3 8 1 13-1s9-2 13 1" stroke="#f4efe4" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.9"/>`,
  cutters: () =>
    [12.5, 10, 7.5, 5, 2.8]
      .map((radius) => {
        const points = Array.from({ length: 32 }, (_, index) => {
          const angle = (index / 32) * Math.PI * 2;
          const r = radius - (index % 2 === 0 ? 0 : Math.min(0.6, radius / 6));
          return `${round(16 + Math.cos(angle) * r)},${round(16 + Math.sin(angle) * r)}`;
        });
        return `<polygon points="${points.join(' ')}" fill="none" stroke="#9aa3ad" stroke-width="1.1"/><polygon points="${points.join(' ')}" fill="none" stroke="#eef1f4" stroke-width="0.35"/>`;
      })
      .join(''),
  'salt-pouch': () => `<defs>${shade('kraft', '#d9b583', '#9c7442')}</defs>
<path d="M8 4h16l1 3-1 2v18a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V9l-1-2z" fill="url(#kraft)"/>
<rect x="8" y="5.5" width="16" height="1" fill="#8a6435" opacity="0.6"/>
<rect x="10.5" y="13" width="11" height="9" rx="1" fill="#f6f1e7"/>
${scatter(10, 16, 18.5, 3, 31)
  .map(
    ([x, y]) =>
      `<rect x="${round(x)}" y="${round(y)}" width="1" height="0.8" fill="#8f959c" transform="rotate(${round(x * 20)} ${round(x)} ${round(y)})"/>`,
  )
  .join('')}
<rect x="12" y="14.5" width="8" height="1" fill="#3b3f44"/>`,
  tongs: () => `<path d="M5 28L20 5l2 1.2L8.5 29z" fill="#c3c9d0" stroke="#7f8891" stroke-width="0.5"/>
<path d="M9 29.5L26 8l1.8 1.4L12 30.5z" fill="#aab1b9" stroke="#7f8891" stroke-width="0.5"/>
<rect x="4" y="25" width="9" height="5" rx="2" fill="#5a3a22" transform="rotate(-40 8.5 27.5)"/>
<path d="M20 5.5l1-2.5M26.5 8.5l1.8-2" stroke="#7f8891" stroke-width="0.9" stroke-linecap="round"/>`,
  apron: () => `<defs>${shade('canvas', '#b98352', '#6e4424')}</defs>
<path d="M11 3h10v6l5 3v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V12l5-3z" fill="url(#canvas)"/>
<path d="M11 3C9 1 7 2 6 4M21 3c2-2 4-1 5 1" stroke="#4a2e18" stroke-width="1" fill="none"/>
<path d="M6 13L1 15M26 13l5 2" stroke="#4a2e18" stroke-width="1.1" stroke-linecap="round"/>
<rect x="10" y="18" width="12" height="6" rx="1" fill="none" stroke="#e8c9a4" stroke-width="0.6" stroke-dasharray="1 0.8"/>
<circle cx="11" cy="9" r="0.9" fill="#d8c08a"/><circle cx="21" cy="9" r="0.9" fill="#d8c08a"/>`,
  'spice-tins': () =>
    [
      [8, 19, '#c0392b', '#7c1d14'],
      [16, 11, '#8a5a2b', '#4e2f13'],
      [24, 19, '#5d8a3a', '#2f5019'],
    ]
      .map(
        ([x, y, light, dark], index) =>
          `<defs>${shade(`spice-${index}`, String(light), String(dark))}</defs><circle cx="${x}" cy="${y}" r="6.5" fill="#c3c9d0"/><circle cx="${x}" cy="${y}" r="5.4" fill="url(#spice-${index})"/><ellipse cx="${Number(x) - 1.8}" cy="${Number(y) - 2}" rx="1.8" ry="0.8" fill="#fff" opacity="0.25"/>`,
      )
      .join(''),
  'gift-card':
    () => `<rect x="2" y="8" width="28" height="17" rx="2" fill="#3a3c40" transform="rotate(-6 16 16)"/>
<g transform="rotate(-6 16 16)"><path d="M16 11c2 2.5 3.5 4 3.5 6.2a3.5 3.5 0 0 1-7 0c0-1.4 0.8-2.3 1.5-3 0 1.2 0.6 1.8 1.2 1.8 0-2 0-3.4 0.8-5z" fill="#f08a3c"/>
<rect x="5" y="21" width="8" height="1.1" fill="#9aa1a9"/><rect x="24" y="10.5" width="3.5" height="2.6" rx="0.4" fill="#d9b45c"/></g>`,

  'round-tin': () => tin('round', METAL),
  'tart-tin': () => tin('fluted', ['#f5e9c8', '#b89a5a']),
  'square-tin': () => tin('square', METAL),
  'loaf-tin': () => tin('loaf', METAL),
  'sheet-pan': () => tin('tray', METAL),
  'baking-dish': () => tin('dish', ['#f6efe6', '#c65b3a']),
  'baking-stone': () => tin('stone', ['#e7d7bd', '#b49a76']),
  skillet: () => `<defs>${shade('skillet', DARK_METAL[0], DARK_METAL[1])}</defs>
<rect x="22" y="14" width="10" height="3.4" rx="1.7" fill="#2a2c30" transform="rotate(-30 24 16)"/>
<circle cx="14" cy="17" r="12.5" fill="url(#skillet)"/><circle cx="14" cy="17" r="10.2" fill="#2f3237"/>
<ellipse cx="11" cy="13" rx="4" ry="1.6" fill="#fff" opacity="0.12"/>`,
  'dutch-oven': () => `<defs>${shade('dutch', '#e8685a', '#8e1f17')}</defs>
<rect x="0.5" y="14" width="5" height="4" rx="2" fill="#7a1a14"/><rect x="26.5" y="14" width="5" height="4" rx="2" fill="#7a1a14"/>
<circle cx="16" cy="16" r="12.5" fill="url(#dutch)"/><circle cx="16" cy="16" r="10.5" fill="none" stroke="#b33127" stroke-width="0.6"/>
<ellipse cx="16" cy="16" rx="3.2" ry="2.2" fill="#2a2c30"/><ellipse cx="12" cy="11" rx="4" ry="1.6" fill="#fff" opacity="0.2"/>`,
  plancha:
    () => `<defs><linearGradient id="plancha" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9ced4"/><stop offset="1" stop-color="#5f666e"/></linearGradient></defs>
<rect x="1" y="7" width="30" height="18" rx="1.5" fill="url(#plancha)"/><rect x="3" y="9" width="26" height="14" rx="1" fill="none" stroke="#eef1f4" stroke-width="0.5" opacity="0.6"/>
<rect x="-1" y="14" width="3" height="4" rx="1" fill="#2a2c30"/><rect x="30" y="14" width="3" height="4" rx="1" fill="#2a2c30"/>`,
  grill: () => `<defs>${shade('grill', '#4b4f56', '#131416')}</defs>
<circle cx="16" cy="16" r="14" fill="url(#grill)"/>
${Array.from({ length: 9 }, (_, index) => `<line x1="${5 + index * 2.75}" y1="5" x2="${5 + index * 2.75}" y2="27" stroke="#9aa1a9" stroke-width="0.7"/>`).join('')}
<circle cx="16" cy="16" r="12" fill="none" stroke="#9aa1a9" stroke-width="0.9"/>
<ellipse cx="16" cy="17" rx="7" ry="5" fill="#ff7a2f" opacity="0.35"/>`,
  molcajete: () => `<defs>${shade('molcajete', '#6b6764', '#242220')}</defs>
<circle cx="15" cy="17" r="13" fill="url(#molcajete)"/><circle cx="15" cy="17" r="9.5" fill="#3a3735"/>
${scatter(30, 15, 17, 12, 9)
  .map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="0.4" fill="#8d8884"/>`)
  .join('')}
<rect x="17" y="2" width="5" height="16" rx="2.5" fill="#55514e" transform="rotate(35 19 10)"/>`,
  'kitchen-scale': () => `<defs>${shade('scale', '#fafbfc', '#b9c0c8')}</defs>
<rect x="2" y="4" width="28" height="25" rx="4" fill="url(#scale)"/>
<circle cx="16" cy="14" r="8.5" fill="#e3e7eb" stroke="#c2c9d0" stroke-width="0.6"/>
<rect x="9" y="24" width="14" height="3.6" rx="0.8" fill="#2b3b36"/>
<rect x="11" y="25" width="1.4" height="1.8" fill="#8cf0c6"/><rect x="13.4" y="25" width="1.4" height="1.8" fill="#8cf0c6"/><rect x="15.8" y="25" width="1.4" height="1.8" fill="#8cf0c6"/><rect x="19" y="25.8" width="2.4" height="1" fill="#8cf0c6"/>`,
  'dough-scraper':
    () => `<path d="M4 20a12 12 0 0 1 24 0v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="#f3f0ea" stroke="#b8b1a5" stroke-width="0.7"/>
<path d="M8 20a8 8 0 0 1 16 0" fill="none" stroke="#d8d2c8" stroke-width="0.6"/><circle cx="16" cy="15" r="1.3" fill="#d8d2c8"/>`,
  'stand-mixer': () => `<defs>${shade('mixer', '#f27c86', '#a8233a')}</defs>
<rect x="3" y="26" width="24" height="4" rx="2" fill="url(#mixer)"/>
<rect x="4" y="8" width="7" height="19" rx="3.5" fill="url(#mixer)"/>
<path d="M5 5h17a6 6 0 0 1 6 6v1a2 2 0 0 1-2 2H5z" fill="url(#mixer)"/>
<path d="M11 17h14l-2 8H13z" fill="#dfe3e8" stroke="#9aa3ad" stroke-width="0.5"/>
<rect x="17.3" y="14" width="1.4" height="5" fill="#9aa3ad"/>`,
  blender:
    () => `<defs><linearGradient id="jug" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f2f8fb" stop-opacity="0.9"/><stop offset="1" stop-color="#b9d3df" stop-opacity="0.9"/></linearGradient></defs>
<path d="M8 4h16l-2 18H10z" fill="url(#jug)" stroke="#8fb0bf" stroke-width="0.6"/><rect x="7" y="2" width="18" height="3" rx="1" fill="#33373d"/>
<path d="M10 14h12l-1 8H11z" fill="#f5a25b" opacity="0.8"/>
<path d="M9 22h14l1.5 8h-17z" fill="#33373d"/><circle cx="16" cy="26" r="1.5" fill="#9aa1a9"/>`,
  'stick-blender':
    () => `<rect x="12" y="2" width="8" height="15" rx="4" fill="#f4f5f7" stroke="#aab1b9" stroke-width="0.6"/>
<rect x="14.8" y="6" width="2.4" height="4" rx="1.2" fill="#e2574c"/><rect x="14.5" y="16" width="3" height="10" fill="#c3c9d0"/>
<path d="M11.5 26h9l-1 4h-7z" fill="#aab1b9"/>`,
  pitcher: () => glass(['#fbfdff', '#d6e6ee'], '#f9dc43'),
  thermometer: () => `<rect x="15.2" y="12" width="1.6" height="19" rx="0.8" fill="#c3c9d0"/>
<circle cx="16" cy="9" r="7.5" fill="#2f3338"/><circle cx="16" cy="9" r="5.8" fill="#f3f5f7"/>
<path d="M16 9l3.2-3" stroke="#e2574c" stroke-width="0.8" stroke-linecap="round"/><circle cx="16" cy="9" r="0.9" fill="#2f3338"/>`,
};
