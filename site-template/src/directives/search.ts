import type { ClientDirective } from 'astro';
import { isSearchShortcut } from '../lib/search/search-shortcut';

/** Set on the island when the reader asked to open the search before its code had loaded. */
export const OPEN_ON_START = 'data-open-on-start';

/**
 * `client:search` loads the header search's code on its first use only: focus on the search
 * link, a click on it (which opens the search once loaded instead of following the link), or
 * the `/` shortcut. A reader who never searches downloads none of it. Once started, the island
 * takes the shortcut over, and once hydrated it takes clicks over too: the dialog's links live
 * inside the island, so a listener left here would keep them from being followed.
 */
const searchDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  const use = (event: Event) => {
    if (event instanceof KeyboardEvent && !isSearchShortcut(event)) return;
    if (event.type !== 'focusin') {
      event.preventDefault();
      island.setAttribute(OPEN_ON_START, '');
    }
    if (started) return;
    started = true;
    document.removeEventListener('keydown', use);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        island.removeEventListener('click', use);
        island.removeEventListener('focusin', use);
      });
  };
  island.addEventListener('click', use);
  island.addEventListener('focusin', use);
  document.addEventListener('keydown', use);
};

export default searchDirective;
