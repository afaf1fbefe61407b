import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { PendingSlide } from './enhance-media-sliders';
import { pauseSliderMedia } from './pause-slider-media';

/**
 * Mounts swiper on a media slider's static markup (see media-slider-html.ts): arrows, clickable
 * dots, keyboard arrows while in view, and slide labels. It starts on the slide the reader had
 * scrolled to natively, then carries out a click that arrived while it loaded. Moving the slider
 * pauses its videos.
 */
export function mountSwiper(slider: HTMLElement, pending: PendingSlide | null): () => void {
  const container = slider.querySelector<HTMLElement>('.swiper');
  const wrapper = slider.querySelector<HTMLElement>('.swiper-wrapper');
  const controls = slider.querySelector<HTMLElement>('.media-slider-controls');
  if (!container || !wrapper || !controls) return () => undefined;
  const initialSlide = wrapper.clientWidth ? Math.round(wrapper.scrollLeft / wrapper.clientWidth) : 0;
  wrapper.scrollLeft = 0;
  const dots = controls.querySelector<HTMLElement>('.media-slider-dots');
  dots?.replaceChildren();
  slider.classList.add('is-enhanced');
  const swiper = new Swiper(container, {
    modules: [A11y, Keyboard, Navigation, Pagination],
    initialSlide,
    spaceBetween: 12,
    navigation: {
      prevEl: controls.querySelector<HTMLElement>('.media-slider-prev'),
      nextEl: controls.querySelector<HTMLElement>('.media-slider-next'),
    },
    pagination: { el: dots, clickable: true, bulletElement: 'button' },
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      // The outer element is already the labelled carousel region; slides keep their static labels.
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
    },
    on: {
      slideChange: () => {
        pauseSliderMedia(slider);
      },
    },
  });
  if (pending === 'next') swiper.slideNext();
  else if (pending === 'previous') swiper.slidePrev();
  else if (typeof pending === 'number') swiper.slideTo(pending);
  return () => {
    swiper.destroy(true, true);
    slider.classList.remove('is-enhanced');
  };
}
