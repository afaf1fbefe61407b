const DESKTOP = '(min-width: 768px)';

/** Under the button on desktop; on mobile the stylesheet makes it a bottom sheet. */
function placePrompt(element: HTMLElement, anchor: HTMLElement | null) {
  if (!anchor || !window.matchMedia(DESKTOP).matches) {
    element.style.removeProperty('top');
    element.style.removeProperty('left');
    return;
  }
  const rect = anchor.getBoundingClientRect();
  const left = Math.min(Math.max(8, rect.left), window.innerWidth - element.offsetWidth - 8);
  element.style.setProperty('top', `${rect.bottom + 8}px`);
  element.style.setProperty('left', `${left}px`);
}

/**
 * Shows the Save button's sign-in prompt (a popover) to a signed-out reader, placed by the button
 * and following it while the page scrolls or resizes, until the popover closes; focus moves to
 * its first link.
 */
export function openSavePrompt(element: HTMLElement, anchor: HTMLElement | null): void {
  const follow = () => {
    placePrompt(element, anchor);
  };
  const onToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'open') return;
    element.removeEventListener('toggle', onToggle);
    window.removeEventListener('scroll', follow);
    window.removeEventListener('resize', follow);
  };
  if (!element.matches(':popover-open')) {
    element.addEventListener('toggle', onToggle);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    element.showPopover();
  }
  follow();
  element.querySelector<HTMLElement>('a')?.focus();
}
