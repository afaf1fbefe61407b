// @vitest-environment happy-dom
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { describe, expect, it, vi } from 'vitest';

const constructed = vi.hoisted(() => [] as { container: HTMLElement; options: SwiperOptions }[]);
vi.mock('swiper', () => ({
  default: vi.fn(function (container: HTMLElement, options: SwiperOptions) {
    constructed.push({ container, options });
  }),
}));
const { moveSwiper, releaseStrip, SLIDER_A11Y, startSwiper, takeOverStrip } = await import('./swiper-base');

function markup(): { slider: HTMLElement; strip: HTMLElement; dots: HTMLElement } {
  document.body.innerHTML = `
    <section><div class="swiper"><ul class="swiper-wrapper"></ul></div><div class="dots"><button></button><button></button></div></section>`;
  return {
    slider: document.querySelector('section')!,
    strip: document.querySelector<HTMLElement>('.swiper-wrapper')!,
    dots: document.querySelector<HTMLElement>('.dots')!,
  };
}

/** A stand-in for swiper's instance: its methods as separate mocks the test can check. */
function fakeSwiper() {
  const calls = { slideNext: vi.fn(), slidePrev: vi.fn(), slideTo: vi.fn(), destroy: vi.fn() };
  return { swiper: calls as unknown as Swiper, calls };
}

describe('takeOverStrip', () => {
  it('starts swiper on the slide the reader scrolled to and undoes the native scroll', () => {
    const { slider, strip, dots } = markup();
    strip.scrollLeft = 610;
    expect(takeOverStrip(slider, strip, dots, 300)).toBe(2);
    expect(strip.scrollLeft).toBe(0);
    expect(dots.children).toHaveLength(0);
    expect(slider.classList.contains('is-enhanced')).toBe(true);
  });

  it('starts on the first slide when the slides have no width yet', () => {
    const { slider, strip } = markup();
    expect(takeOverStrip(slider, strip, null, 0)).toBe(0);
  });
});

describe('startSwiper', () => {
  it('gives every slider the shared modules, dots and texts, and adds the slider’s own options', () => {
    const { slider, strip, dots } = markup();
    const container = slider.querySelector<HTMLElement>('.swiper')!;
    strip.scrollLeft = 200;
    startSwiper(
      { slider, container, strip, dots, slideWidth: 100 },
      { modules: [Keyboard], spaceBetween: 12 },
    );
    const { options } = constructed.at(-1)!;
    expect(constructed.at(-1)!.container).toBe(container);
    expect(options.modules).toEqual([A11y, Navigation, Pagination, Keyboard]);
    expect(options.initialSlide).toBe(2);
    expect(options.spaceBetween).toBe(12);
    expect(options.pagination).toEqual({ el: dots, clickable: true, bulletElement: 'button' });
    expect(options.a11y).toBe(SLIDER_A11Y);
  });
});

describe('moveSwiper', () => {
  it('carries out next, previous and a dot’s slide number', () => {
    const { swiper, calls } = fakeSwiper();
    moveSwiper(swiper, 'next');
    moveSwiper(swiper, 'previous');
    moveSwiper(swiper, 3);
    expect(calls.slideNext).toHaveBeenCalledOnce();
    expect(calls.slidePrev).toHaveBeenCalledOnce();
    expect(calls.slideTo).toHaveBeenCalledWith(3);
  });
});

describe('releaseStrip', () => {
  it('destroys swiper with its styles and gives the markup back to the static CSS', () => {
    const { slider, strip } = markup();
    takeOverStrip(slider, strip, null, 100);
    const { swiper, calls } = fakeSwiper();
    releaseStrip(slider, swiper);
    expect(calls.destroy).toHaveBeenCalledWith(true, true);
    expect(slider.classList.contains('is-enhanced')).toBe(false);
  });
});

it('labels slides as groups counted "N of M" and leaves the labelled region its own role', () => {
  expect(SLIDER_A11Y).toMatchObject({
    containerRole: null,
    slideRole: 'group',
    slideLabelMessage: '{{index}} of {{slidesLength}}',
  });
});
