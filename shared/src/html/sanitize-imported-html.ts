import sanitizeHtml from 'sanitize-html';
import { kitchenPagePath } from '../hosting/kitchen-urls.ts';
import { safeHref } from '../rich-text/safe-href.ts';

const DROPPED_WITH_CONTENT = new Set(['noscript', 'template', 'form', 'svg', 'object', 'select', 'button']);
const NBSP_ONLY = /^[\s\u00a0]*$/;

/**
 * Cleans HTML imported from a creator's old blog (a legacy recipe's content) for display inside a
 * kitchen page. Only text structure survives: paragraphs, headings, lists, quotes, tables, links
 * and images. Scripts, styles, iframes, forms, event handlers, classes and inline styles are
 * dropped; links and images keep only http(s), mailto and same-site addresses. Headings are moved
 * below the page's own h1, external links open safely, images load lazily, and paragraphs left
 * empty by old editors (`<p>&nbsp;</p>`) disappear.
 */
export function sanitizeImportedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      'u',
      'sup',
      'sub',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    // Addresses are checked by safeHref below; sanitize-html's own scheme filter is the first net.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const checked = attribs.href ? safeHref(attribs.href) : null;
        // A link to another page of the kitchen takes its one URL form (ADR 019), not a redirect.
        const href = checked && /^\/(?!\/)/.test(checked) ? kitchenPagePath(checked) : checked;
        const safe: sanitizeHtml.Attributes = {};
        if (href) safe.href = href;
        if (href && /^https?:/i.test(href))
          Object.assign(safe, { rel: 'noopener noreferrer nofollow', target: '_blank' });
        return { tagName, attribs: safe };
      },
      img: (tagName, attribs) => {
        const src = attribs.src ? safeHref(attribs.src) : null;
        const sized = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined);
        return {
          tagName,
          attribs: Object.fromEntries(
            Object.entries({
              src: src && !src.startsWith('mailto:') ? src : '',
              alt: attribs.alt ?? '',
              width: sized(attribs.width),
              height: sized(attribs.height),
              loading: 'lazy',
              decoding: 'async',
            }).filter((entry): entry is [string, string] => entry[1] !== undefined),
          ),
        };
      },
    },
    // Never-shown or interactive content goes whole, text and all (tracking pixels in noscript, forms).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
    exclusiveFilter: (frame) =>
      DROPPED_WITH_CONTENT.has(frame.tag) ||
      (frame.tag === 'img' && !frame.attribs.src) ||
      (['p', 'li', 'h2', 'h3', 'h4', 'strong', 'em'].includes(frame.tag) &&
        !frame.mediaChildren.length &&
        NBSP_ONLY.test(frame.text)),
  }).trim();
}
