import type { ClientDirective } from 'astro';

/** Interactions that show a visitor is about to use the island (hover, focus, touch). */
const INTENT = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/**
 * `client:reader` hydrates an island that matters only to a reader who may be signed in: at once
 * when a token is stored or the address carries a magic link (`mgk`) or a subscribers-only
 * recipe's preview link (`preview`), otherwise on the visitor's
 * first hover, focus or touch of the island. A visitor who never signs in downloads none of it,
 * so pages with no other island stay free of JavaScript files. Until the island knows who is
 * reading, it is marked `data-reader-pending` (the island fades it meanwhile).
 *
 * With `client:reader={{ replayClick: true }}`, a click on a button of the island that came
 * before the island could handle it (a quick tap) is clicked again once it can.
 */
const readerDirective: ClientDirective = (load, options, el) => {
  const replayClick =
    typeof options.value === 'object' && options.value !== null && 'replayClick' in options.value;
  let clicked: HTMLElement | null = null;
  let started = false;
  const hydrate = (event?: Event) => {
    if (replayClick && event?.type === 'click' && event.target instanceof Element)
      clicked = event.target.closest('button');
    if (started) return;
    started = true;
    for (const type of INTENT) if (type !== 'click') el.removeEventListener(type, hydrate);
    void load()
      .then((run) => run())
      .then(() => {
        // Every click until now came before the island's own handlers existed.
        el.removeEventListener('click', hydrate);
        clicked?.click();
      });
  };
  let mayBeSignedIn = /[?&](mgk|preview)=/.test(window.location.search);
  try {
    mayBeSignedIn ||= window.localStorage.getItem('larder:auth-token') !== null;
  } catch {
    // Storage blocked: no token can be stored either.
  }
  for (const type of INTENT) el.addEventListener(type, hydrate, { passive: true });
  if (mayBeSignedIn) {
    el.setAttribute('data-reader-pending', '');
    hydrate();
  }
};

export default readerDirective;
