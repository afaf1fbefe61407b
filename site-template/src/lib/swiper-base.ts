import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/** What a click on an arrow or dot asked for before swiper had loaded. */
export type PendingMove = 'next' | 'previous' | number;

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

/** A slider's static markup: the outer element, swiper's container, the strip of slides, the dots. */
export interface SliderParts {
  slider: HTMLElement;
  container: HTMLElement;
  strip: HTMLElement;
  dots: HTMLElement | null;
  /** How far apart the slides are, to find the one the reader scrolled to natively. */
  slideWidth: number;
}

/**
 * Starts swiper on a slider's markup with what every slider shares: arrows, dots as buttons a
 * single click moves to (WCAG 2.5.7: a move without dragging), the screen-reader texts, and the
 * slide the reader had scrolled to. `options` add the slider's own (layout, extra modules, events).
 * Swiper's default `scrollOnFocus` stays on: a slide scrolls into view when a link in it takes focus.
 */
export function startSwiper(parts: SliderParts, options: SwiperOptions): Swiper {
  const initialSlide = takeOverStrip(parts.slider, parts.strip, parts.dots, parts.slideWidth);
  return new Swiper(parts.container, {
    ...options,
    modules: [A11y, Navigation, Pagination, ...(options.modules ?? [])],
    initialSlide,
    pagination: { el: parts.dots, clickable: true, bulletElement: 'button' },
    a11y: SLIDER_A11Y,
  });
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
