import { Keyboard } from 'swiper/modules';
import { moveSwiper, releaseStrip, startSwiper, type PendingMove } from '../swiper-base';
import { pauseSliderMedia } from './pause-slider-media';

/**
 * Mounts swiper on a media slider's static markup (see media-slider-html.ts): one slide at a time,
 * arrows, clickable dots, keyboard arrows while in view, and slide labels. It starts on the slide
 * the reader had scrolled to natively, then carries out a click that arrived while it loaded.
 * Moving the slider pauses its videos.
 */
export function mountSwiper(slider: HTMLElement, pending: PendingMove | null): () => void {
  const container = slider.querySelector<HTMLElement>('.swiper');
  const strip = slider.querySelector<HTMLElement>('.swiper-wrapper');
  const controls = slider.querySelector<HTMLElement>('.media-slider-controls');
  if (!container || !strip || !controls) return () => undefined;
  const dots = controls.querySelector<HTMLElement>('.media-slider-dots');
  const swiper = startSwiper(
    { slider, container, strip, dots, slideWidth: strip.clientWidth },
    {
      modules: [Keyboard],
      spaceBetween: 12,
      navigation: {
        prevEl: controls.querySelector<HTMLElement>('.media-slider-prev'),
        nextEl: controls.querySelector<HTMLElement>('.media-slider-next'),
      },
      keyboard: { enabled: true, onlyInViewport: true },
      on: {
        slideChange: () => {
          pauseSliderMedia(slider);
        },
      },
    },
  );
  if (pending !== null) moveSwiper(swiper, pending);
  return () => {
    releaseStrip(slider, swiper);
  };
}
