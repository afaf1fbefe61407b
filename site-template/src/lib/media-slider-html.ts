import { imageSrc } from '@larder/shared/image-variants';
import type { MediaItem } from '@larder/shared/media/media-items';
import { escapeHtml } from '@larder/shared/rich-text/escape-html';
import type { PublicImage } from '@larder/shared/schemas/image';
import { pictureHtml } from './picture-html';

export interface MediaSliderOptions {
  /** Accessible name of the slider, e.g. "Step 3 photos and video". */
  label: string;
  /** The `sizes` attribute of the images. */
  sizes: string;
  /** The first slide is above the fold (the recipe hero). */
  priority?: boolean;
  /** Images were resized into the kitchen at build time; false for content read from the API later. */
  builtImages?: boolean;
  className?: string;
}

const attr = (value: string | number) => `"${escapeHtml(String(value))}"`;

function imageHtml(image: PublicImage, options: MediaSliderOptions, first: boolean): string {
  return pictureHtml(image, {
    sizes: options.sizes,
    priority: first && options.priority,
    built: options.builtImages !== false,
  });
}

function posterSrc(image: PublicImage, options: MediaSliderOptions): string {
  return options.builtImages === false ? image.url : imageSrc(image, 960);
}

function slideHtml(item: MediaItem, options: MediaSliderOptions, first: boolean): string {
  switch (item.kind) {
    case 'image':
      return imageHtml(item.image, options, first);
    case 'video': {
      const poster = item.video.posterImage;
      const type = item.video.key.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
      // Native controls until the page's script takes over with the spec's play/pause button
      // (hosted-video.ts); the button is hidden until then.
      return (
        `<div class="hosted-video" data-hosted-video data-state="paused">` +
        `<video class="media-video" controls playsinline preload="none"` +
        (poster
          ? ` poster=${attr(posterSrc(poster, options))} width=${attr(poster.width)} height=${attr(poster.height)}`
          : '') +
        ` aria-label=${attr(`Video: ${poster?.alt ?? options.label}`)}>` +
        `<source src=${attr(item.video.url)} type="${type}">` +
        `<a href=${attr(item.video.url)}>Download the video</a></video>` +
        `<button type="button" class="video-toggle" aria-label="Play video" hidden>` +
        `<span class="video-toggle-icon" aria-hidden="true"></span></button></div>`
      );
    }
    case 'embed': {
      const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(item.youtubeVideoId)}`;
      return (
        `<div class="video-embed" data-youtube-embed=${attr(item.youtubeVideoId)}>` +
        (item.poster ? imageHtml(item.poster, options, first) : '') +
        `<a class="embed-play" href=${attr(watchUrl)} target="_blank" rel="noopener noreferrer">` +
        `<span class="embed-play-label">Play video<span class="visually-hidden"> on YouTube (opens in a new tab)</span></span></a></div>`
      );
    }
  }
}

/**
 * A media slider (spec §2): one slide per item in the product's order. The static markup reads and
 * scrolls without JavaScript (a horizontal scroll-snap strip); `enhanceMediaSliders` shows the
 * arrows and dots and hands the slider to swiper on the reader's first interaction. A single item
 * is shown plainly.
 */
export function mediaSliderHtml(items: MediaItem[], options: MediaSliderOptions): string {
  if (items.length === 0) return '';
  const className = ['media', options.className].filter(Boolean).join(' ');
  if (items.length === 1) {
    return `<div class=${attr(className)}>${slideHtml(items[0]!, options, true)}</div>`;
  }
  const slides = items
    .map(
      (item, index) =>
        `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${index + 1} of ${items.length}">${slideHtml(item, options, index === 0)}</div>`,
    )
    .join('');
  return (
    `<div class=${attr(`${className} media-slider`)} data-media-slider role="region" aria-roledescription="carousel" aria-label=${attr(options.label)}>` +
    // Photos alone hold nothing to focus: the strip itself takes the keyboard's focus, so it can
    // be scrolled with the arrow keys before (and steered with them after) swiper loads.
    `<div class="swiper"><div class="swiper-wrapper"${items.every((item) => item.kind === 'image') ? ' tabindex="0"' : ''}>${slides}</div></div>` +
    `<div class="media-slider-controls" hidden>` +
    `<button type="button" class="media-slider-prev" aria-label="Previous slide"><span aria-hidden="true">‹</span></button>` +
    `<div class="media-slider-dots">${items
      .map(
        (_, index) =>
          `<button type="button" class="swiper-pagination-bullet${index === 0 ? ' swiper-pagination-bullet-active' : ''}" aria-label="Go to slide ${index + 1}"${index === 0 ? ' aria-current="true"' : ''}></button>`,
      )
      .join('')}</div>` +
    `<button type="button" class="media-slider-next" aria-label="Next slide"><span aria-hidden="true">›</span></button>` +
    `</div></div>`
  );
}
