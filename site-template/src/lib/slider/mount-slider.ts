import { moveSwiper, releaseStrip, startSwiper, type PendingMove } from '../swiper-base';
import { markEdges } from './slider-edges';

/**
 * Mounts swiper on a content slider's static markup (Slider.astro): as many slides as fit, arrows
 * and clickable dots, slides that scroll into view when a link inside them takes the focus, and
 * the edge marks. It starts where the reader had scrolled natively and carries out a click that
 * arrived while it loaded. Arrow keys are handled by the slider itself (enhance-sliders.ts), not
 * swiper's page-wide keyboard module.
 */
export function mountSlider(
  slider: HTMLElement,
  pending: PendingMove | null,
): { destroy: () => void; move: (to: PendingMove) => void } {
  const container = slider.querySelector<HTMLElement>('.swiper');
  const strip = slider.querySelector<HTMLElement>('.swiper-wrapper');
  if (!container || !strip) return { destroy: () => undefined, move: () => undefined };
  const first = strip.firstElementChild as HTMLElement | null;
  const dots = slider.querySelector<HTMLElement>('.slider-dots');
  const slideWidth = first ? first.getBoundingClientRect().width : strip.clientWidth;
  const swiper = startSwiper(
    { slider, container, strip, dots, slideWidth },
    {
      slidesPerView: 'auto',
      spaceBetween: 16,
      watchOverflow: true,
      navigation: {
        prevEl: slider.querySelector<HTMLElement>('.slider-prev'),
        nextEl: slider.querySelector<HTMLElement>('.slider-next'),
        disabledClass: 'is-disabled',
      },
      on: {
        progress: (instance) => {
          markEdges(slider, instance.isBeginning, instance.isEnd);
        },
      },
    },
  );
  markEdges(slider, swiper.isBeginning, swiper.isEnd);
  const move = (to: PendingMove) => {
    moveSwiper(swiper, to);
  };
  if (pending !== null) move(pending);
  return {
    destroy: () => {
      releaseStrip(slider, swiper);
    },
    move,
  };
}
