import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deserializeRecords, type RenderRecords, type SerialRecords } from './page-records.ts';
import { readReleaseRecords, RECORDS_FILE, writeReleaseRecords } from './reused-pages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function release(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larder-records-'));
  dirs.push(dir);
  return dir;
}

const records = (title: string): RenderRecords => ({
  pages: new Map([
    ['index.html', { notes: null, keys: ['["s",".site",".title"]', `["r${title}",".title"]`] }],
    ['recipes/soup/index.html', { notes: null, keys: ['["s",".site",".title"]', '["p","img-1"]'] }],
  ]),
  global: ['["t","year"]'],
  mutated: false,
  groups: new Map([['["m","facets"]', ['["s",".recipes"]']]]),
});

const context = { theme: 'theme-1', origin: 'https://k.example', clock: { year: 2026, day: '2026-11-29' } };

/** The records as a process that did not write them reads them: from the file. */
function fromFile(dir: string) {
  const serial = JSON.parse(readFileSync(join(dir, RECORDS_FILE), 'utf8')) as SerialRecords;
  return { records: deserializeRecords(serial), context: serial.context };
}

describe('a release’s records', () => {
  it('read back by the process that wrote them are what their file says', async () => {
    const first = release();
    await writeReleaseRecords(first, records('a'), context, new Map([['img-1', 'data:a']]));
    const read = await readReleaseRecords(first);
    expect(read).toEqual(fromFile(first));
    expect(read?.context.placeholders).toEqual({ 'img-1': 'data:a' });
  });

  it('of another release come from that release’s file', async () => {
    const first = release();
    const second = release();
    await writeReleaseRecords(first, records('a'), context, new Map());
    await writeReleaseRecords(second, records('b'), context, new Map());
    expect(await readReleaseRecords(first)).toEqual(fromFile(first));
    expect(await readReleaseRecords(second)).toEqual(fromFile(second));
    expect(await readReleaseRecords(first)).not.toEqual(await readReleaseRecords(second));
  });
});
