/** The `/` shortcut focuses the search, except while the reader types into a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
    return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  return !(target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}
