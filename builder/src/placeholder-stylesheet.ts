import { createHash } from 'node:crypto';

const IMAGE_ID = /^[A-Za-z0-9_-]+$/;
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/;

/**
 * The stylesheet that shows a page's low-quality image placeholders: one rule per image the
 * page marks with `data-lqip`, keyed by image id, named by its content so pages with the same
 * images share it and it can be cached forever. A stylesheet rather than `style` attributes, so
 * the page's CSP needs no allowance for inline styles. Null when the page shows no placeholder.
 */
export function placeholderStylesheet(
  imageIds: string[],
  placeholders: ReadonlyMap<string, string>,
): { path: string; css: string } | null {
  const rules = [...new Set(imageIds)].sort().flatMap((id) => {
    const placeholder = placeholders.get(id);
    return IMAGE_ID.test(id) && placeholder && DATA_URL.test(placeholder)
      ? [`img[data-lqip="${id}"]{background-image:url("${placeholder}")}`]
      : [];
  });
  if (rules.length === 0) return null;
  const css = `${rules.join('\n')}\n`;
  const name = createHash('sha256').update(css).digest('hex').slice(0, 16);
  return { path: `_img/lqip.${name}.css`, css };
}
