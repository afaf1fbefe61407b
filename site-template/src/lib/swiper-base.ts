import type { Swiper, SwiperOptions } from 'swiper/types';
import { A11y, Navigation, Pagination } from 'swiper/modules';

/** What a click on an arrow or dot asked for before swiper had loaded. */
export type PendingMove = 'next' | 'previous' | number;

/** The swiper modules every slider uses: arrows, clickable dots and screen-reader labels. */
export const BASE_MODULES = [A11y, Navigation, Pagination];

/**
 * Screen-reader texts for every slider. The outer element is already the labelled carousel region,
 * so swiper gives the container no role of its own; each slide is a group labelled "2 of 5".
 */
export const SLIDER_A11Y = {
  containerRole: null,
  containerRoleDescriptionMessage: null,
  itemRoleDescriptionMessage: 'slide',
  slideRole: 'group',
  slideLabelMessage: '{{index}} of {{slidesLength}}',
  prevSlideMessage: 'Previous slide',
  nextSlideMessage: 'Next slide',
  firstSlideMessage: 'This is the first slide',
  lastSlideMessage: 'This is the last slide',
  paginationBulletMessage: 'Go to slide {{index}}',
} satisfies SwiperOptions['a11y'];

/** Dots as buttons a single click moves to (WCAG 2.5.7: a move without dragging). */
export function dotsPagination(dots: HTMLElement | null): SwiperOptions['pagination'] {
  return { el: dots, clickable: true, bulletElement: 'button' };
}

/**
 * Hands a slider's static markup over to swiper: the slide the reader had scrolled to natively
 * (`slideWidth` apart) becomes swiper's first, the native scroll is undone (swiper moves the strip
 * by transform), the placeholder dots make way for swiper's, and `is-enhanced` switches the CSS.
 * Returns the slide to start on.
 */
export function takeOverStrip(
  slider: HTMLElement,
  strip: HTMLElement,
  dots: HTMLElement | null,
  slideWidth: number,
): number {
  const initialSlide = slideWidth ? Math.round(strip.scrollLeft / slideWidth) : 0;
  strip.scrollLeft = 0;
  dots?.replaceChildren();
  slider.classList.add('is-enhanced');
  return initialSlide;
}

/** Carries out a move asked for by an arrow, a dot or a key. */
export function moveSwiper(swiper: Swiper, to: PendingMove): void {
  if (to === 'next') swiper.slideNext();
  else if (to === 'previous') swiper.slidePrev();
  else swiper.slideTo(to);
}

/** Gives the slider back to its static markup. */
export function releaseStrip(slider: HTMLElement, swiper: Swiper): void {
  swiper.destroy(true, true);
  slider.classList.remove('is-enhanced');
}
