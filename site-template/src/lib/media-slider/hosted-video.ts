/** How long the pause button stays in view after a click or tap on a playing video (spec §9). */
export const TOGGLE_SHOWN_AFTER_CLICK_MS = 750;

/**
 * A hosted video's own play/pause button (spec §8, "Video: paused or playing"): it replaces the
 * browser's controls once this runs. Paused, the play button shows; playing, the pause button
 * shows while the pointer is over the video (devices that hover) and for 750 ms after a click or
 * tap, and whenever it has the keyboard's focus. A click on the picture itself plays or pauses
 * too. The state follows the video whatever moved it (a slider that moves on pauses it).
 * Returns a cleanup that restores the browser's controls.
 */
export function enhanceHostedVideo(wrapper: HTMLElement): () => void {
  const video = wrapper.querySelector('video');
  const button = wrapper.querySelector<HTMLButtonElement>('.video-toggle');
  if (!video || !button) return () => undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    const playing = !video.paused && !video.ended;
    wrapper.dataset.state = playing ? 'playing' : 'paused';
    button.setAttribute('aria-label', playing ? 'Pause video' : 'Play video');
  };
  const flash = () => {
    wrapper.setAttribute('data-recent-click', '');
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      wrapper.removeAttribute('data-recent-click');
    }, TOGGLE_SHOWN_AFTER_CLICK_MS);
  };
  const toggle = () => {
    flash();
    if (video.paused || video.ended)
      video.play().catch(() => {
        // Refused (no user gesture, a source that cannot play): the play button stays.
        show();
      });
    else video.pause();
  };

  video.controls = false;
  button.hidden = false;
  show();
  const events = ['play', 'playing', 'pause', 'ended', 'emptied'] as const;
  for (const name of events) video.addEventListener(name, show);
  button.addEventListener('click', toggle);
  video.addEventListener('click', toggle);
  return () => {
    clearTimeout(hideTimer);
    for (const name of events) video.removeEventListener(name, show);
    button.removeEventListener('click', toggle);
    video.removeEventListener('click', toggle);
    video.controls = true;
    button.hidden = true;
  };
}
