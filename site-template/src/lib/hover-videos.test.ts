// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enableHoverVideos } from './hover-videos';

let video: HTMLVideoElement;
let card: HTMLElement;
const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();
beforeEach(() => {
  document.body.innerHTML = `<article class="recipe-card"><a><video data-hover-video muted></video></a></article>`;
  video = document.querySelector('video')!;
  card = document.querySelector('.recipe-card')!;
  play.mockClear();
  pause.mockClear();
  video.play = play;
  video.pause = pause;
});

const desktop = (query: string) => !query.includes('reduce');

describe('enableHoverVideos', () => {
  it('plays the video while the pointer rests on the card and stops when it leaves', () => {
    enableHoverVideos(document, desktop);
    card.dispatchEvent(new Event('pointerenter'));
    expect(play).toHaveBeenCalled();
    expect(video.classList.contains('is-playing')).toBe(true);
    card.dispatchEvent(new Event('pointerleave'));
    expect(pause).toHaveBeenCalled();
    expect(video.classList.contains('is-playing')).toBe(false);
  });

  it('leaves videos still on touch screens and for readers who asked for reduced motion', () => {
    for (const media of [() => false, () => true]) {
      enableHoverVideos(document, media);
      card.dispatchEvent(new Event('pointerenter'));
    }
    expect(play).not.toHaveBeenCalled();
  });
});
