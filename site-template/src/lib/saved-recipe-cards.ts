/** A recipe card's "Saved" mark as the page has it: `data-saved-mark` with the recipe's id. */
export type SavedMark = Pick<HTMLElement, 'dataset' | 'hidden'>;

/** Shows the "Saved" mark of every recipe card whose recipe the reader saved, and hides the rest. */
export function markSavedRecipeCards(marks: Iterable<SavedMark>, bookmarks: readonly string[]): void {
  const saved = new Set(bookmarks);
  for (const mark of marks) {
    const recipeId = mark.dataset.savedMark;
    mark.hidden = !recipeId || !saved.has(recipeId);
  }
}

/** The marks of the cards on this page. */
export function savedMarksOnPage(): Iterable<SavedMark> {
  return document.querySelectorAll<HTMLElement>('[data-saved-mark]');
}
