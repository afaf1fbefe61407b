import type { ClientDirective } from 'astro';

/** Interactions that show a visitor is about to use the island (hover, focus, touch). */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * `client:reader` hydrates an island that matters only to a reader who may be signed in: at once
 * when a token is stored or the address carries a magic link (`mgk`), otherwise on the visitor's
 * first hover, focus or touch of the island. A visitor who never signs in downloads none of it,
 * so pages with no other island stay free of JavaScript files. Until the island knows who is
 * reading, it is marked `data-reader-pending` (the island fades it meanwhile).
 */
const readerDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) el.removeEventListener(type, hydrate);
    void load().then((run) => run());
  };
  let mayBeSignedIn = /[?&]mgk=/.test(window.location.search);
  try {
    mayBeSignedIn ||= window.localStorage.getItem('larder:auth-token') !== null;
  } catch {
    // Storage blocked: no token can be stored either.
  }
  if (mayBeSignedIn) {
    el.setAttribute('data-reader-pending', '');
    hydrate();
    return;
  }
  for (const type of INTENT) el.addEventListener(type, hydrate, { passive: true });
};

export default readerDirective;
