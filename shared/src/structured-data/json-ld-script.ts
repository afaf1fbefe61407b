/**
 * Serialises structured data for a `<script type="application/ld+json">` element. `<`, `>` and
 * `&` are escaped as unicode so no value (a title containing `</script>`) can end the element.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
