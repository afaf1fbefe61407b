import type { PublicImage, PublicVideo } from '@larder/shared/schemas/image';
import { describe, expect, it } from 'vitest';
import { mediaSliderHtml } from './media-slider-html';

const image = (id: string, alt = `Photo ${id}`): PublicImage => ({
  id,
  key: `${id}.jpg`,
  url: `https://files.example/${id}.jpg`,
  width: 1280,
  height: 960,
  lqip: null,
  alt,
});
const video: PublicVideo = {
  id: 'v',
  key: 'kitchen/v.webm',
  url: 'https://files.example/kitchen/v.webm',
  posterImage: image('poster', 'Shaping the loaf'),
};
const options = { label: 'Step 5 photos and video', sizes: '100vw' };

describe('mediaSliderHtml', () => {
  it('is empty without media and a plain picture for one photo', () => {
    expect(mediaSliderHtml([], options)).toBe('');
    const single = mediaSliderHtml([{ kind: 'image', image: image('a') }], options);
    expect(single).not.toContain('data-media-slider');
    expect(single).toContain('src="/_img/a-640.webp"');
  });

  it('labels each slide and renders the controls hidden until scripts show them', () => {
    const html = mediaSliderHtml(
      [
        { kind: 'video', video },
        { kind: 'image', image: image('a') },
      ],
      options,
    );
    expect(html).toContain(
      'role="region" aria-roledescription="carousel" aria-label="Step 5 photos and video"',
    );
    expect(html).toContain('aria-label="1 of 2"');
    expect(html).toContain('aria-label="2 of 2"');
    expect(html).toContain('<div class="media-slider-controls" hidden>');
    expect(html.match(/aria-label="Go to slide \d"/g)).toEqual([
      'aria-label="Go to slide 1"',
      'aria-label="Go to slide 2"',
    ]);
    expect(html).toContain(
      '<video class="media-video" controls playsinline preload="none" poster="/_img/poster-960.webp" width="1280" height="960" aria-label="Video: Shaping the loaf">',
    );
    expect(html).toContain('<source src="https://files.example/kitchen/v.webm" type="video/webm">');
  });

  it('lets the keyboard reach a strip of photos alone, which holds nothing else to focus', () => {
    const photos = mediaSliderHtml(
      [
        { kind: 'image', image: image('a') },
        { kind: 'image', image: image('b') },
      ],
      options,
    );
    expect(photos).toContain('<div class="swiper-wrapper" tabindex="0">');
    const withVideo = mediaSliderHtml(
      [
        { kind: 'video', video },
        { kind: 'image', image: image('a') },
      ],
      options,
    );
    expect(withVideo).toContain('<div class="swiper-wrapper">');
  });

  it('escapes labels and alt texts', () => {
    const html = mediaSliderHtml(
      [
        { kind: 'image', image: image('a', 'Nana\'s "best" <cake>') },
        { kind: 'image', image: image('b') },
      ],
      { ...options, label: 'Nana\'s "cake" <b>' },
    );
    expect(html).toContain('aria-label="Nana&#39;s &quot;cake&quot; &lt;b&gt;"');
    expect(html).toContain('alt="Nana&#39;s &quot;best&quot; &lt;cake&gt;"');
    expect(html).not.toContain('<b>');
  });

  it('links a platform embed to the video, so it plays without scripts', () => {
    const html = mediaSliderHtml([{ kind: 'embed', youtubeVideoId: 'abc_DEF-123', poster: null }], options);
    expect(html).toContain('data-youtube-embed="abc_DEF-123"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc_DEF-123" target="_blank"');
  });

  it('points at the original files for content read from the API after the build', () => {
    const html = mediaSliderHtml(
      [
        { kind: 'video', video },
        { kind: 'image', image: image('a') },
      ],
      { ...options, builtImages: false },
    );
    expect(html).toContain('poster="https://files.example/poster.jpg"');
    expect(html).toContain('src="https://files.example/a.jpg"');
    expect(html).not.toContain('srcset');
  });
});
