import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { markEdges, type PendingMove } from './slider-edges';

/**
 * Mounts swiper on a content slider's static markup (Slider.astro): as many slides as fit, arrows
 * and clickable dots (WCAG 2.5.7: every move has a single-pointer, non-dragging way), slides that
 * scroll into view when a link inside them takes the focus, and the edge marks. It starts where
 * the reader had scrolled natively and carries out a click that arrived while it loaded. Arrow
 * keys are handled by the slider itself (enhance-sliders.ts), not swiper's page-wide keyboard module.
 */
export function mountSlider(
  slider: HTMLElement,
  pending: PendingMove | null,
): { destroy: () => void; move: (to: PendingMove) => void } {
  const container = slider.querySelector<HTMLElement>('.swiper');
  const strip = slider.querySelector<HTMLElement>('.swiper-wrapper');
  if (!container || !strip) return { destroy: () => undefined, move: () => undefined };
  const first = strip.firstElementChild as HTMLElement | null;
  const step = first ? first.getBoundingClientRect().width : strip.clientWidth;
  const initialSlide = step ? Math.round(strip.scrollLeft / step) : 0;
  strip.scrollLeft = 0;
  slider.classList.add('is-enhanced');
  const dots = slider.querySelector<HTMLElement>('.slider-dots');
  dots?.replaceChildren();
  const swiper = new Swiper(container, {
    modules: [A11y, Navigation, Pagination],
    slidesPerView: 'auto',
    spaceBetween: 16,
    initialSlide,
    watchOverflow: true,
    navigation: {
      prevEl: slider.querySelector<HTMLElement>('.slider-prev'),
      nextEl: slider.querySelector<HTMLElement>('.slider-next'),
      disabledClass: 'is-disabled',
    },
    pagination: { el: dots, clickable: true, bulletElement: 'button' },
    a11y: {
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
      scrollOnFocus: true,
    },
    on: {
      progress: (instance) => {
        markEdges(slider, instance.isBeginning, instance.isEnd);
      },
    },
  });
  markEdges(slider, swiper.isBeginning, swiper.isEnd);
  const move = (to: PendingMove) => {
    if (to === 'next') swiper.slideNext();
    else if (to === 'previous') swiper.slidePrev();
    else swiper.slideTo(to);
  };
  if (pending !== null) move(pending);
  return {
    destroy: () => {
      swiper.destroy(true, true);
      slider.classList.remove('is-enhanced');
    },
    move,
  };
}
