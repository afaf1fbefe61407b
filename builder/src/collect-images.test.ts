import { describe, expect, it } from 'vitest';
import { attachVariants, collectImages, dropImages } from './collect-images.ts';

const image = (id: string) => ({
  id,
  key: `k/${id}.jpg`,
  url: '',
  width: 800,
  height: 600,
  lqip: null,
  alt: '',
});

describe('the images of kitchen data', () => {
  const data = () => ({
    site: { logo: image('logo'), events: [{ image: image('event') }] },
    recipes: [{ images: [image('a'), image('b')], steps: [{ images: [image('a')] }] }],
  });

  it('are found once each, however deep, without recursion', () => {
    let deep: unknown = image('deep');
    for (let level = 0; level < 100_000; level += 1) deep = { inner: deep };
    expect(
      collectImages({ ...data(), deep })
        .map((found) => found.id)
        .sort(),
    ).toEqual(['a', 'b', 'deep', 'event', 'logo']);
  });

  it('learn where their resized copies are', () => {
    const kitchen = data();
    attachVariants(kitchen, new Map([['a', { '320': '/_img/x.webp' }]]));
    expect(kitchen.recipes[0]!.images[0]!).toMatchObject({ variants: { '320': '/_img/x.webp' } });
    expect(kitchen.recipes[0]!.steps[0]!.images[0]!).toMatchObject({ variants: { '320': '/_img/x.webp' } });
  });

  it('can be left out: a property becomes null and a list keeps the others', () => {
    const kitchen = data();
    dropImages(kitchen, new Set(['logo', 'a']));
    expect(kitchen.site.logo).toBeNull();
    expect(kitchen.recipes[0]!.images.map((kept) => kept.id)).toEqual(['b']);
    expect(kitchen.recipes[0]!.steps[0]!.images).toEqual([]);
    expect(kitchen.site.events[0]!.image.id).toBe('event');
  });
});
