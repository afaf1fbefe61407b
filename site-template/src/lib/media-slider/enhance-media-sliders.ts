import type { PendingMove } from '../swiper-base';
import { enhanceHostedVideo } from './hosted-video';
import { pauseSliderMedia } from './pause-slider-media';

/**
 * Brings media sliders and video embeds under `root` to life.
 * - A video-platform embed is a poster with a link to the video; clicking it swaps in the player.
 * - A hosted video gets its play/pause button in place of the browser's controls.
 * - A slider shows its arrows and dots at once but loads swiper (about 28 KB gzipped) only on the
 *   reader's first sign of intent: pointer over it, focus in it, or a touch. Until then its slides
 *   scroll natively (scroll-snap), so pages whose sliders nobody touches never pay for swiper. A
 *   click that lands before swiper is ready is carried out once it is.
 * Returns a cleanup that removes the listeners and destroys the sliders it mounted.
 */
export function enhanceMediaSliders(root: ParentNode): () => void {
  const cleanups: (() => void)[] = [];
  for (const embed of root.querySelectorAll<HTMLElement>('[data-youtube-embed]')) {
    cleanups.push(enhanceEmbed(embed));
  }
  for (const video of root.querySelectorAll<HTMLElement>('[data-hosted-video]')) {
    cleanups.push(enhanceHostedVideo(video));
  }
  for (const slider of root.querySelectorAll<HTMLElement>('[data-media-slider]')) {
    cleanups.push(prepareSlider(slider));
  }
  return () => {
    cleanups.forEach((cleanup) => {
      cleanup();
    });
  };
}

function prepareSlider(slider: HTMLElement): () => void {
  const controls = slider.querySelector<HTMLElement>('.media-slider-controls');
  if (!controls) return () => undefined;
  controls.hidden = false;
  let state: 'waiting' | 'loading' | 'mounted' | 'destroyed' = 'waiting';
  let pending: PendingMove | null = null;
  let destroy: () => void = () => undefined;

  const load = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    import('./mount-swiper')
      .then(({ mountSwiper }) => {
        if (state === 'destroyed') return;
        destroy = mountSwiper(slider, pending);
        state = 'mounted';
        removeListeners();
      })
      .catch((error: unknown) => {
        // The slides still scroll natively; only the arrows and dots stay inert.
        console.warn('Could not load the media slider', error);
      });
  };
  const onControlClick = (event: MouseEvent) => {
    if (state === 'mounted') return;
    const button = (event.target as HTMLElement).closest('button');
    if (!button) return;
    if (button.classList.contains('media-slider-next')) pending = 'next';
    else if (button.classList.contains('media-slider-prev')) pending = 'previous';
    else pending = [...button.parentElement!.children].indexOf(button);
    load();
  };
  const intents = ['pointerenter', 'focusin', 'touchstart'] as const;
  intents.forEach((type) => {
    slider.addEventListener(type, load, { passive: true });
  });
  controls.addEventListener('click', onControlClick);
  const removeListeners = () => {
    intents.forEach((type) => {
      slider.removeEventListener(type, load);
    });
    controls.removeEventListener('click', onControlClick);
  };
  return () => {
    state = 'destroyed';
    removeListeners();
    destroy();
  };
}

function enhanceEmbed(embed: HTMLElement): () => void {
  const link = embed.querySelector<HTMLAnchorElement>('.embed-play');
  const id = embed.dataset.youtubeEmbed;
  if (!link || !id) return () => undefined;
  // With scripts the player opens in place, not in a new tab.
  link.removeAttribute('target');
  const label = link.querySelector('.embed-play-label');
  if (label) label.textContent = 'Play video';
  const play = (event: MouseEvent) => {
    event.preventDefault();
    const slider = embed.closest<HTMLElement>('[data-media-slider]');
    if (slider) pauseSliderMedia(slider);
    const iframe = document.createElement('iframe');
    iframe.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&enablejsapi=1&playsinline=1`;
    iframe.title = 'Video player';
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture';
    iframe.allowFullscreen = true;
    embed.replaceChildren(iframe);
    embed.classList.add('is-playing');
    iframe.focus();
  };
  link.addEventListener('click', play);
  return () => {
    link.removeEventListener('click', play);
  };
}
