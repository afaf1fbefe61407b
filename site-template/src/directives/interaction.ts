import type { ClientDirective } from 'astro';

/** What shows a reader is about to use an island: a pointer over it, a touch, focus in it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Clicks the island does not hold back: links lead where they say, fields take focus and text on
 * their own, and step media have their own script (lib/media-slider), which already answered.
 */
const NOT_HELD =
  'a[href], select, textarea, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset]), [data-media-slider], [data-youtube-embed], [data-hosted-video]';

/** The value of `client:interaction={…}`. */
export interface InteractionOptions {
  /**
   * Islands of one group hydrate together: the first intent on any of them starts them all (the
   * recipe panel and the story read one servings and units store, so a change in one must show
   * in the other).
   */
  group?: string;
  /**
   * Hydrate at once when the device keeps one of these `localStorage` keys (the reader's own unit
   * choices, a stored sign-in) or the address carries one of these query parameters (a search
   * opened from a link): the page must show what those say from the start.
   */
  eager?: { storage?: string[]; query?: string[] };
}

/** The islands of each group waiting for their first intent, and the groups already started. */
const waiting = new Map<string, Set<() => void>>();
const startedGroups = new Set<string>();

function optionsOf(value: unknown): InteractionOptions {
  return typeof value === 'object' && value !== null ? value : {};
}

/** Whether the device or the address holds something the island must show at once. */
export function wantsEagerStart(
  { eager }: InteractionOptions,
  location: Location,
  storage?: Storage,
): boolean {
  if (!eager) return false;
  const query = new URLSearchParams(location.search);
  if (eager.query?.some((name) => query.has(name))) return true;
  try {
    const store = storage ?? window.localStorage;
    return eager.storage?.some((key) => store.getItem(key) !== null) ?? false;
  } catch {
    // Storage blocked: nothing is kept there either.
    return false;
  }
}

/** The native `value` setter: React's own would note the value as already seen. */
function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Reflect.set(Object.getPrototypeOf(element) as object, 'value', value, element);
}

/**
 * `client:interaction` hydrates an island on the reader's first sign of using it (a pointer over
 * it, a touch, focus), so a page costs no framework code until someone reaches for a control.
 * What the reader did before the island could answer is not lost: a click is held back and
 * clicked again once the island has hydrated, a choice in a list or text typed into a field is
 * handed to it as a change, and a submitted form is submitted again. Links are followed as
 * always. With `{ group }`, the first intent on any island of the group hydrates them all; with
 * `{ eager }`, the island hydrates at once where the reader has stored choices it must show.
 */
const interactionDirective: ClientDirective = (load, directiveOptions, island) => {
  const options = optionsOf(directiveOptions.value);
  let hydrated = false;
  let starting = false;
  let clicked: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const changed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();

  const holdClick = (event: Event) => {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target instanceof HTMLElement && !target.closest(NOT_HELD)) {
      event.preventDefault();
      clicked = target;
    }
    start();
  };
  const holdChange = (event: Event) => {
    if (hydrated) return;
    const target = event.target;
    if (
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type))
    )
      changed.set(target, target.value);
    start();
  };
  const holdSubmit = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    submitted = event.target;
    start();
  };
  const onIntent = () => {
    start();
  };

  /**
   * What the reader did meanwhile, handed to the hydrated island: changes first, then, once the
   * island has rendered them, the click or the submission.
   */
  const replay = async () => {
    // React hydrates a root in a transition, after the island's hydrate call has returned; a
    // discrete event reaching a root not yet hydrated makes it finish at once (selective
    // hydration), effects included. A cancelled pointer is an event no control answers.
    const first = changed.keys().next().value ?? clicked ?? submitted;
    first?.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    for (const [element, value] of changed) {
      if (!element.isConnected) continue;
      // A hydrated field notes the value it finds as already seen (React's value tracker), so the
      // text typed meanwhile would not count as a change: through the element's own setter the
      // field is first emptied (the tracker with it), then given the text behind the tracker's back.
      if (!(element instanceof HTMLSelectElement)) element.value = '';
      setNativeValue(element, value);
      element.dispatchEvent(
        new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
    const hadChanges = changed.size > 0;
    changed.clear();
    if (hadChanges && (clicked || submitted)) await new Promise((resolve) => setTimeout(resolve, 0));
    if (clicked?.isConnected) clicked.click();
    clicked = null;
    if (submitted?.isConnected) submitted.requestSubmit();
    submitted = null;
  };

  const hydrate = () => {
    if (starting) return;
    starting = true;
    for (const type of INTENT) island.removeEventListener(type, onIntent);
    void load()
      .then((run) => run())
      .then(() => {
        hydrated = true;
        island.removeEventListener('click', holdClick, true);
        island.removeEventListener('change', holdChange, true);
        island.removeEventListener('input', holdChange, true);
        island.removeEventListener('submit', holdSubmit, true);
        return replay();
      })
      .catch((error: unknown) => {
        console.warn('An island could not load', error);
      });
  };

  const group = options.group;
  const start = () => {
    if (!group) {
      hydrate();
      return;
    }
    if (startedGroups.has(group)) return;
    startedGroups.add(group);
    const members = waiting.get(group) ?? new Set();
    waiting.delete(group);
    for (const member of members) member();
  };

  island.addEventListener('click', holdClick, true);
  island.addEventListener('change', holdChange, true);
  island.addEventListener('input', holdChange, true);
  island.addEventListener('submit', holdSubmit, true);
  for (const type of INTENT) island.addEventListener(type, onIntent, { passive: true });

  if (group) {
    if (startedGroups.has(group)) {
      hydrate();
      return;
    }
    const members = waiting.get(group) ?? new Set<() => void>();
    members.add(hydrate);
    waiting.set(group, members);
  }
  if (wantsEagerStart(options, window.location)) start();
};

export default interactionDirective;
