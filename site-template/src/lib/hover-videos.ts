/**
 * Plays each recipe card's video while a pointer rests on the card (spec §2 "Recipe card": hover
 * plays the video on desktop), only for a fine pointer that hovers and a reader who has not asked
 * for reduced motion. The video is muted and decorative; `preload="none"` fetches it on first hover.
 */
export function enableHoverVideos(root: ParentNode, media: (query: string) => boolean): void {
  if (!media('(hover: hover) and (pointer: fine)') || media('(prefers-reduced-motion: reduce)')) return;
  for (const video of root.querySelectorAll<HTMLVideoElement>('[data-hover-video]')) {
    const card = video.closest<HTMLElement>('.recipe-card');
    if (!card) continue;
    card.addEventListener('pointerenter', () => {
      video.classList.add('is-playing');
      video.play().catch(() => {
        video.classList.remove('is-playing');
      });
    });
    card.addEventListener('pointerleave', () => {
      video.pause();
      video.classList.remove('is-playing');
    });
  }
}
