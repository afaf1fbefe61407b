// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const mountSlider = vi.fn(() => ({ destroy: vi.fn(), move: vi.fn() }));
vi.mock('./mount-slider', () => ({ mountSlider }));
const { enhanceSliders, markEdges } = await import('./enhance-sliders');

function sliderMarkup(slides = 5): HTMLElement {
  document.body.innerHTML = `
    <section data-slider data-at-start>
      <div class="slider-arrows" data-slider-controls hidden>
        <button type="button" class="slider-prev" disabled></button>
        <button type="button" class="slider-next"></button>
      </div>
      <div class="swiper"><ul class="swiper-wrapper" tabindex="0">${'<li class="swiper-slide"><a href="/x/">x</a></li>'.repeat(slides)}</ul></div>
      <div class="slider-footer" data-slider-controls hidden><div class="slider-dots"></div></div>
    </section>`;
  const strip = document.querySelector<HTMLElement>('.swiper-wrapper')!;
  // A strip wider than its viewport (happy-dom does no layout).
  Object.defineProperty(strip, 'scrollWidth', { value: slides * 280 });
  Object.defineProperty(strip, 'clientWidth', { value: 600 });
  return document.querySelector<HTMLElement>('[data-slider]')!;
}

afterEach(() => {
  mountSlider.mockClear();
  document.body.innerHTML = '';
});

describe('enhanceSliders', () => {
  it('shows the arrows and one dot button per slide as soon as scripts run', () => {
    const slider = sliderMarkup(4);
    enhanceSliders(document);
    for (const controls of slider.querySelectorAll<HTMLElement>('[data-slider-controls]'))
      expect(controls.hidden).toBe(false);
    const dots = slider.querySelectorAll('.slider-dots button');
    expect(dots).toHaveLength(4);
    expect(dots[2]!.getAttribute('aria-label')).toBe('Go to slide 3');
  });

  it('does not load swiper until the reader shows intent', async () => {
    const slider = sliderMarkup();
    enhanceSliders(document);
    await Promise.resolve();
    expect(mountSlider).not.toHaveBeenCalled();
    slider.dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => {
      expect(mountSlider).toHaveBeenCalledWith(slider, null);
    });
  });

  it('carries out a click on the next arrow that arrived before swiper loaded', async () => {
    const slider = sliderMarkup();
    enhanceSliders(document);
    slider.querySelector<HTMLButtonElement>('.slider-next')!.click();
    await vi.waitFor(() => {
      expect(mountSlider).toHaveBeenCalledWith(slider, 'next');
    });
  });

  it('moves the focused slider with the arrow keys, without dragging', async () => {
    const slider = sliderMarkup();
    enhanceSliders(document);
    const link = slider.querySelector('a')!;
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await vi.waitFor(() => {
      expect(mountSlider).toHaveBeenCalledWith(slider, 'previous');
    });
  });
});

describe('markEdges', () => {
  it('disables the arrow that points past an edge and marks the edges for the gradients', () => {
    const slider = sliderMarkup();
    markEdges(slider, false, true);
    expect(slider.hasAttribute('data-at-start')).toBe(false);
    expect(slider.hasAttribute('data-at-end')).toBe(true);
    expect(slider.querySelector<HTMLButtonElement>('.slider-prev')!.disabled).toBe(false);
    expect(slider.querySelector<HTMLButtonElement>('.slider-next')!.disabled).toBe(true);
  });
});
