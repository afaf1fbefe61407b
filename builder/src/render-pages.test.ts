import fc from 'fast-check';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import { linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkedUnchanged, writeNewFile } from './render-pages.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-linked-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a page the live release already has', () => {
  it('is linked when its bytes are the same, and written otherwise, wherever they differ', () => {
    // Sizes about the parts it is read in (32 KiB), and a difference anywhere, the last byte too.
    const size = fc.oneof(fc.nat(70_000), fc.constantFrom(0, 1, 32_767, 32_768, 32_769, 65_536));
    fc.assert(
      fc.property(
        size,
        fc.option(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        fc.constantFrom(0, 0, 1, -1),
        (length, changedAt, grown) => {
          const bytes = Buffer.alloc(length, 'a');
          const live =
            grown === 1
              ? Buffer.concat([bytes, Buffer.from('a')])
              : Buffer.from(bytes.subarray(0, Math.max(0, length + grown)));
          if (changedAt !== null && live.length > 0) live[Math.floor(changedAt * live.length)] = 0x62;
          const same = live.equals(bytes);
          const previous = join(dir, 'live.html');
          const file = join(dir, 'new.html');
          rmSync(file, { force: true });
          writeFileSync(previous, live);
          expect(linkedUnchanged(previous, file, bytes)).toBe(same);
          if (same) expect(statSync(file).ino).toBe(statSync(previous).ino);
          else expect(() => statSync(file)).toThrow();
          expect(readFileSync(previous).equals(live)).toBe(true);
        },
      ),
      propertyRuns(200, 40),
    );
  });

  it('is not linked when the live release has no such file, or a folder there', () => {
    expect(linkedUnchanged(join(dir, 'none.html'), join(dir, 'a.html'), Buffer.from('x'))).toBe(false);
    expect(linkedUnchanged(dir, join(dir, 'b.html'), Buffer.from('x'))).toBe(false);
  });
});

describe('a page written', () => {
  it('replaces a page linked from the live release instead of writing through it', () => {
    const live = join(dir, 'live.html');
    const page = join(dir, 'page.html');
    writeFileSync(live, 'the live page');
    // A render on one thread after threads died: their folder has the page linked as reused.
    linkSync(live, page);
    writeNewFile(page, Buffer.from('the new page'));
    expect(readFileSync(page, 'utf8')).toBe('the new page');
    expect(readFileSync(live, 'utf8')).toBe('the live page');
    expect(statSync(live).nlink).toBe(1);
    writeNewFile(join(dir, 'fresh.html'), Buffer.from('a page'));
    expect(readFileSync(join(dir, 'fresh.html'), 'utf8')).toBe('a page');
  });
});
