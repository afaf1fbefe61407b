// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaSliderHtml } from '../media-slider-html';
import { enhanceHostedVideo, TOGGLE_SHOWN_AFTER_CLICK_MS } from './hosted-video';

let wrapper: HTMLElement;
let video: HTMLVideoElement;
let button: HTMLButtonElement;
let paused: boolean;
let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = mediaSliderHtml(
    [
      {
        kind: 'video',
        video: { id: 'v', key: 'k/v.webm', url: 'https://files.example/k/v.webm', posterImage: null },
      },
    ],
    { label: 'Step 5 photos and video', sizes: '100vw', builtImages: false },
  );
  wrapper = document.querySelector<HTMLElement>('[data-hosted-video]')!;
  video = wrapper.querySelector('video')!;
  button = wrapper.querySelector('button')!;
  paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  Object.defineProperty(video, 'ended', { get: () => false });
  play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  video.play = play as unknown as HTMLVideoElement['play'];
  video.pause = pause as unknown as HTMLVideoElement['pause'];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a hosted video', () => {
  it('keeps the browser controls, and no button, until the script runs', () => {
    expect(video.controls).toBe(true);
    expect(button.hidden).toBe(true);
  });

  it('gets a play button in place of the browser controls, and back when cleaned up', () => {
    const cleanup = enhanceHostedVideo(wrapper);
    expect(video.controls).toBe(false);
    expect(button.hidden).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Play video');
    expect(wrapper.dataset.state).toBe('paused');
    cleanup();
    expect(video.controls).toBe(true);
    expect(button.hidden).toBe(true);
  });

  it('plays and pauses from the button or the picture, and shows the pause button for 750 ms after a click', () => {
    enhanceHostedVideo(wrapper);
    button.click();
    expect(play).toHaveBeenCalledOnce();
    expect(wrapper.dataset.state).toBe('playing');
    expect(button.getAttribute('aria-label')).toBe('Pause video');
    expect(wrapper.hasAttribute('data-recent-click')).toBe(true);
    vi.advanceTimersByTime(TOGGLE_SHOWN_AFTER_CLICK_MS - 1);
    expect(wrapper.hasAttribute('data-recent-click')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(wrapper.hasAttribute('data-recent-click')).toBe(false);

    video.click();
    expect(pause).toHaveBeenCalledOnce();
    expect(wrapper.dataset.state).toBe('paused');
    expect(button.getAttribute('aria-label')).toBe('Play video');
  });

  it('follows the video when something else pauses it (a slider moving on)', () => {
    enhanceHostedVideo(wrapper);
    button.click();
    video.pause();
    expect(wrapper.dataset.state).toBe('paused');
  });
});
