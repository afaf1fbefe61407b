/** The `/` shortcut opens the search, except while the reader types into a field. */
export const isSearchShortcut = (event: KeyboardEvent): boolean =>
  event.key === '/' &&
  !(event.ctrlKey || event.metaKey || event.altKey) &&
  !(event.target as Partial<Element> | null)?.closest?.('input,textarea,select,[contenteditable]');
