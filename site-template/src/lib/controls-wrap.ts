/** Spec §9: a row of controls taller than this has wrapped onto a second line. */
export const CONTROLS_WRAP_HEIGHT = 75;

/**
 * Spec §9 "Controls wrap above 75px height": a row of controls (`[data-controls-wrap]`, the
 * recipe's share buttons) that its width folds onto more than one line is laid out as even rows
 * (`is-wrapped`: two equal columns) instead of a ragged flow with one button left alone. Measured
 * on the row's own one-line layout whenever its size changes, so it holds at every width, label
 * length and text size; without scripts a phone-width rule does the same.
 * Returns a cleanup.
 */
export function wrapControls(row: HTMLElement): () => void {
  let measuring = false;
  const measure = () => {
    if (measuring) return;
    measuring = true;
    row.classList.remove('is-wrapped');
    const wrapped = row.getBoundingClientRect().height > CONTROLS_WRAP_HEIGHT;
    row.classList.toggle('is-wrapped', wrapped);
    // The observer reports the change this makes; let it pass.
    requestAnimationFrame(() => {
      measuring = false;
    });
  };
  const observer = new ResizeObserver(measure);
  observer.observe(row);
  measure();
  return () => {
    observer.disconnect();
  };
}
