import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hasIllustration } from './illustrations.ts';
import { generatePhoto, type PictureSpec } from './placeholder-photo.ts';
import { equipmentSubject, foodSubjects, productSubject } from './picture-subjects.ts';
import { demoKitchens } from './seed.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Seeds one picture into a fresh files folder and reads back the JPEG it wrote. */
async function seedPicture(key: string, spec: PictureSpec): Promise<{ bytes: Buffer; lqip: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'larder-pictures-'));
  dirs.push(dir);
  const photo = await generatePhoto(dir, key, spec, 320, 240);
  return { bytes: readFileSync(join(dir, key)), lqip: photo.lqip };
}
const palette = { table: '#F3E3D1', cloth: '#9E3F24', accent: '#8A3A22' };
const dish = (subject: string): PictureSpec => ({ kind: 'dish', subject, hue: 30, palette });

describe('demo pictures', () => {
  it('replaces a stale picture left in the files folder by an older seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'larder-pictures-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'cookies.jpg'), 'an old plate of blobs');
    await generatePhoto(dir, 'cookies.jpg', dish('Golden brown chocolate chip cookies'), 320, 240);
    expect(readFileSync(join(dir, 'cookies.jpg')).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('draws a cookie for cookies and pancakes for pancakes, each with its own sides', () => {
    expect(foodSubjects('Golden brown chocolate chip cookies cooling on a wire rack')[0]).toBe('cookie');
    expect(
      foodSubjects('A tall stack of golden buttermilk pancakes with melting butter and maple syrup'),
    ).toEqual(['pancakes', 'butter', 'honey-pot']);
    expect(foodSubjects('A golden-crusted chicken pot pie in a cast-iron skillet')[0]).toBe('pie');
    expect(foodSubjects('Brown butter cookies with melted dark chocolate chunks')[0]).toBe('cookie');
  });

  it('names a dish for every demo recipe and a drawing for every piece of demo equipment', () => {
    for (const kitchen of demoKitchens) {
      for (const recipe of kitchen.recipes) {
        const subjects = foodSubjects(recipe.photo.alt);
        expect(subjects, recipe.slug).not.toEqual([]);
        for (const name of subjects) expect(hasIllustration(name), `${recipe.slug}: ${name}`).toBe(true);
      }
      for (const item of kitchen.equipment) {
        const name = equipmentSubject(item.title);
        expect(name, item.title).not.toBeNull();
        expect(hasIllustration(name!), item.title).toBe(true);
      }
      if (kitchen.owner.face) expect(hasIllustration(kitchen.owner.face)).toBe(true);
    }
  });

  it('tells the cakes and bakes apart that share one slice or one pie in the emoji set', () => {
    const main = (words: string) => foodSubjects(words)[0];
    const victoria = main(
      'A Victoria sponge dusted with sugar, a slice cut to show layers of raspberry jam and whipped cream',
    );
    const drizzle = main(
      'A lemon drizzle loaf cake with a crackly sugar crust, sliced on a board beside a halved lemon',
    );
    const pound = main('A golden sour cream pound cake on a cake stand, one slice cut');
    expect([victoria, drizzle, pound]).toEqual(['victoria-sponge', 'drizzle-loaf', 'pound-cake']);
    // The clip's name says "sandwiching": still the sponge, not a sandwich.
    expect(main('Sandwiching a Victoria sponge with raspberry jam and whipped cream')).toBe(
      'victoria-sponge',
    );
    expect(main('Thin seeded rye crackers snapped into rectangles beside a wedge of cheese')).toBe(
      'crackers',
    );
    expect(
      main(
        'A golden Bakewell tart topped with toasted flaked almonds, a slice cut to reveal a layer of raspberry jam',
      ),
    ).toBe('bakewell');
    expect(main('A grilled cheese sandwich, cut corner to corner')).toBe('sandwich');
  });

  it("draws each of a kitchen's products as itself, no two alike and none an empty plate", () => {
    for (const kitchen of demoKitchens) {
      const names = (kitchen.productLinks ?? []).map((product) => {
        const name = productSubject(`${product.title}. ${product.photo.alt}`);
        expect(name, product.title).not.toBeNull();
        expect(hasIllustration(name!), product.title).toBe(true);
        return name;
      });
      expect(new Set(names).size, kitchen.slug).toBe(names.length);
    }
    expect(
      productSubject('Digital kitchen scale. A flat white digital kitchen scale with a bowl of flour'),
    ).toBe('kitchen-scale');
  });

  it('gives different dish types different pictures', async () => {
    const cookies = await seedPicture('a.jpg', dish('Golden brown chocolate chip cookies'));
    const lasagna = await seedPicture('a.jpg', dish('A tall square of lasagna with layers of meat sauce'));
    expect(cookies.bytes.equals(lasagna.bytes)).toBe(false);
  });

  it('writes identical bytes for the same key and subject on every seed', async () => {
    const spec = dish('A wide paella pan of golden saffron rice with shrimp and lemon wedges');
    const first = await seedPicture('ember-and-salt/recipes/paella.jpg', spec);
    const second = await seedPicture('ember-and-salt/recipes/paella.jpg', spec);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect(first.lqip).toBe(second.lqip);
  });

  it('copies a picture drawn once from its cache, byte for byte what drawing it again gives', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'larder-photo-cache-'));
    dirs.push(cache);
    const withCache = async (setting: string) => {
      vi.resetModules();
      vi.stubEnv('LARDER_SEED_PHOTO_CACHE', setting);
      return import('./placeholder-photo.ts');
    };
    const spec = dish('A bowl of tomato soup with a swirl of cream');
    const key = 'soup.jpg';
    const cached = await withCache(cache);
    const files = mkdtempSync(join(tmpdir(), 'larder-pictures-'));
    dirs.push(files);
    const first = await cached.generatePhoto(files, key, spec, 320, 240);
    const kept = readdirSync(cache);
    expect(kept.map((name) => name.replace(/^[0-9a-f]{64}/, ''))).toEqual(['.jpg', '.lqip']);
    // The cached bytes are what the next seed copies: mark them to see that it does.
    const cachedJpeg = join(
      cache,
      kept.find((name) => name.endsWith('.jpg'))!,
    );
    const drawnBytes = readFileSync(cachedJpeg);
    writeFileSync(cachedJpeg, Buffer.concat([drawnBytes, Buffer.from('cached')]));
    const second = await cached.generatePhoto(files, key, spec, 320, 240);
    expect(readFileSync(join(files, key)).subarray(-6).toString()).toBe('cached');
    expect(second.lqip).toBe(first.lqip);

    const drawn = await withCache('off');
    const fresh = mkdtempSync(join(tmpdir(), 'larder-pictures-'));
    dirs.push(fresh);
    const again = await drawn.generatePhoto(fresh, key, spec, 320, 240);
    expect(readFileSync(join(fresh, key)).equals(drawnBytes)).toBe(true);
    expect(again.lqip).toBe(first.lqip);
    vi.unstubAllEnvs();
  });
});
