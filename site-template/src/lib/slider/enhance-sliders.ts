import type { PendingMove } from '../swiper-base';
import { markEdges } from './slider-edges';

export { markEdges };

/**
 * Brings the content sliders under `root` (Slider.astro) to life. Without JavaScript a slider is a
 * keyboard-focusable list that scrolls sideways. With it, the arrows and dots show at once and the
 * edge gradients follow the scroll position; swiper itself (about 28 KB gzipped) loads only on the
 * reader's first sign of intent — pointer over the slider, focus in it, a touch or a click on a
 * control — so a page whose sliders nobody touches never pays for it. A click that lands before
 * swiper is ready is carried out once it is. Left and right arrow keys move the slider that holds
 * the focus (not every slider in view).
 * Returns a cleanup that removes the listeners and destroys the sliders it mounted.
 */
export function enhanceSliders(root: ParentNode): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-slider]')].map(prepareSlider);
  return () => {
    cleanups.forEach((cleanup) => {
      cleanup();
    });
  };
}

function prepareSlider(slider: HTMLElement): () => void {
  const strip = slider.querySelector<HTMLElement>('.swiper-wrapper');
  const controls = [...slider.querySelectorAll<HTMLElement>('[data-slider-controls]')];
  if (!strip || controls.length === 0) return () => undefined;
  const dots = slider.querySelector<HTMLElement>('.slider-dots');
  const slideCount = strip.children.length;
  if (dots) {
    dots.replaceChildren(
      ...[...Array(slideCount).keys()].map((index) => {
        const dot = document.createElement('button');
        dot.type = 'button';
        dot.className = `swiper-pagination-bullet${index === 0 ? ' swiper-pagination-bullet-active' : ''}`;
        dot.setAttribute('aria-label', `Go to slide ${index + 1}`);
        return dot;
      }),
    );
  }
  const onScroll = () => {
    markEdges(slider, strip.scrollLeft <= 1, strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1);
  };
  onScroll();
  strip.addEventListener('scroll', onScroll, { passive: true });
  controls.forEach((element) => {
    element.hidden = false;
  });

  let state: 'waiting' | 'loading' | 'mounted' | 'destroyed' = 'waiting';
  let pending: PendingMove | null = null;
  let destroy: () => void = () => undefined;
  let move: (to: PendingMove) => void = (to) => {
    pending = to;
    load();
  };
  const load = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    import('./mount-slider')
      .then(({ mountSlider }) => {
        if (state === 'destroyed') return;
        const mounted = mountSlider(slider, pending);
        destroy = mounted.destroy;
        move = mounted.move;
        state = 'mounted';
        removeIntents();
      })
      .catch((error: unknown) => {
        // The strip still scrolls natively; only the arrows and dots stay inert.
        console.warn('Could not load the slider', error);
      });
  };
  const onControlClick = (event: MouseEvent) => {
    if (state === 'mounted') return;
    const button = (event.target as HTMLElement).closest('button');
    if (!button) return;
    if (button.classList.contains('slider-next')) move('next');
    else if (button.classList.contains('slider-prev')) move('previous');
    else if (button.parentElement) move([...button.parentElement.children].indexOf(button));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 'next' : 'previous');
  };
  const intents = ['pointerenter', 'focusin', 'touchstart'] as const;
  intents.forEach((type) => {
    slider.addEventListener(type, load, { passive: true });
  });
  controls.forEach((element) => {
    element.addEventListener('click', onControlClick);
  });
  slider.addEventListener('keydown', onKeyDown);
  const removeIntents = () => {
    intents.forEach((type) => {
      slider.removeEventListener(type, load);
    });
    controls.forEach((element) => {
      element.removeEventListener('click', onControlClick);
    });
  };
  return () => {
    state = 'destroyed';
    removeIntents();
    slider.removeEventListener('keydown', onKeyDown);
    strip.removeEventListener('scroll', onScroll);
    destroy();
  };
}
