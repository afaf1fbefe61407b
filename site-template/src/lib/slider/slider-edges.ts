/** Marks which edges of the strip have more content beyond them (for the edge gradients and arrows). */
export function markEdges(slider: HTMLElement, atStart: boolean, atEnd: boolean): void {
  slider.toggleAttribute('data-at-start', atStart);
  slider.toggleAttribute('data-at-end', atEnd);
  for (const button of slider.querySelectorAll<HTMLButtonElement>('.slider-prev')) button.disabled = atStart;
  for (const button of slider.querySelectorAll<HTMLButtonElement>('.slider-next')) button.disabled = atEnd;
}
