/**
 * A saved page with what an importer never reads taken out — scripts other than JSON-LD,
 * styles, inline drawings, comments — so that a 2 MB page fits in a request. What is left reads
 * the same to `extractRecipe`.
 */
export function slimPage(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<(style|svg|noscript|iframe|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s(?:style|class|data-[\w-]+)="[^"]{200,}"/gi, '')
    .replace(/[ \t]{2,}/g, ' ');
}

/** Whether a pasted block is a page's HTML rather than a recipe's text. */
export function looksLikeHtml(text: string): boolean {
  return (
    /^\s*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text) ||
    /<script[^>]+ld\+json/i.test(text)
  );
}
