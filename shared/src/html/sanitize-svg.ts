import sanitizeHtml from 'sanitize-html';

/**
 * SVG uploads keep their drawing and lose everything that could run or reach out: an allowlist of
 * drawing elements and attributes (no `<script>`, `<foreignObject>`, `<iframe>`, event handlers or
 * animation that sets attributes), links only to fragments of the file itself or to embedded
 * raster images, and style rules without `@import` or outside `url()`s. Uploaded files are cached
 * forever and may be served from other hosts than the API's, under other policies, so the file
 * itself must be harmless.
 */

const SHAPES = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'];
const STRUCTURE = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'switch',
  'image',
  'style',
];
const TEXT = ['text', 'tspan', 'textPath'];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'];
const FILTERS = [
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];
export const SVG_ELEMENTS = [...STRUCTURE, ...SHAPES, ...TEXT, ...PAINT, ...FILTERS];

const GEOMETRY =
  'x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points width height viewBox preserveAspectRatio dx dy rotate textLength lengthAdjust pathLength transform offset';
const PRESENTATION =
  'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility clip-path clip-rule mask filter marker-start marker-mid marker-end paint-order vector-effect shape-rendering text-rendering image-rendering color-interpolation color-interpolation-filters stop-color stop-opacity flood-color flood-opacity lighting-color font-family font-size font-style font-weight font-variant letter-spacing word-spacing text-anchor text-decoration dominant-baseline alignment-baseline baseline-shift writing-mode direction overflow mix-blend-mode isolation';
const REFERENCES = 'id class style href xlink:href xmlns xmlns:xlink xml:space version lang xml:lang';
const PAINT_SERVERS =
  'gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient startOffset method spacing side';
const FILTER_ATTRIBUTES =
  'filterUnits primitiveUnits in in2 result mode type values tableValues slope intercept amplitude exponent k1 k2 k3 k4 operator order kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent scale xChannelSelector yChannelSelector radius stdDeviation baseFrequency numOctaves seed stitchTiles azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle';
const words = (...lists: string[]) => lists.flatMap((list) => list.split(' '));
export const SVG_ATTRIBUTES = words(GEOMETRY, PRESENTATION, REFERENCES, PAINT_SERVERS, FILTER_ATTRIBUTES);

/** A link inside the file (`#shape`) or an embedded raster picture: nothing that leaves the file or runs. */
const SAFE_REFERENCE = /^(?:#[\w.:-]*|data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*)$/i;

/** CSS without imports, and whose `url()`s point inside the file. */
function safeStyle(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, _quote: string, target: string) =>
      target.startsWith('#') ? whole : 'none',
    )
    .replace(/expression\s*\(|javascript:|behavior\s*:|-moz-binding/gi, '');
}

/** The upload with only drawing left in it; null when no `<svg>` element remains. */
export function sanitizeSvg(source: string): string | null {
  // What comes before the root is prolog: the XML declaration, comments and a DOCTYPE, whose
  // internal subset could declare entities. None of it is drawing.
  const root = source.search(/<svg[\s>/]/);
  if (root < 0) return null;
  const clean = sanitizeHtml(source.slice(root), {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    // Dropped with what is inside them, not unwrapped: a script's text is no drawing.
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'foreignObject', 'iframe', 'object', 'embed'],
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => frame.tag === 'style' && /<|&lt;/.test(frame.text),
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !SAFE_REFERENCE.test(value.trim())) continue;
          kept[name] = name === 'style' ? safeStyle(value) : /url\(/i.test(value) ? safeStyle(value) : value;
        }
        return { tagName, attribs: kept };
      },
    },
    allowVulnerableTags: true,
  });
  if (!/^<svg[\s>]/.test(clean)) return null;
  // The parser has closed every element, so each style sheet is the text between its tags.
  return clean.replace(
    /(<style[^>]*>)([^<]*)(<\/style>)/g,
    (_, open: string, css: string, close: string) => `${open}${safeStyle(css)}${close}`,
  );
}
