import { readFileSync } from 'node:fs';
import { DEMO_VIDEO } from '@larder/demo/seed/seed';
import { describe, expect, it } from 'vitest';
import { videoContainerOf } from './video-container.ts';

const demoWebm = readFileSync(DEMO_VIDEO);

/** An ISO media box: its size (big-endian), its type, its payload. */
function box(type: string, payload: Uint8Array | string = ''): Uint8Array {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(body, 8);
  return out;
}
const ftyp = (brand: string) => box('ftyp', `${brand}\0\0\x02\0isomiso2mp41`);

/** An EBML header with this DocType, as a WebM or Matroska file starts. */
function ebml(docType: string): Uint8Array {
  const children = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]), children]);
}

describe('telling a video’s container from its first bytes', () => {
  it('finds MP4 by its ftyp box at offset 4', () => {
    expect(videoContainerOf(ftyp('isom'))).toBe('video/mp4');
    expect(videoContainerOf(ftyp('mp42'))).toBe('video/mp4');
    expect(videoContainerOf(Buffer.concat([ftyp('M4V '), box('mdat', 'x'.repeat(100))]))).toBe('video/mp4');
  });

  it('finds WebM by its EBML header’s DocType, as in the demo clip', () => {
    expect(videoContainerOf(ebml('webm'))).toBe('video/webm');
    expect(videoContainerOf(demoWebm.subarray(0, 1024))).toBe('video/webm');
  });

  it.each([
    ['nothing', new Uint8Array()],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a HEIC photo', ftyp('heic')],
    ['an AVIF photo', ftyp('avif')],
    ['ftyp anywhere but offset 4', Buffer.concat([Buffer.from([0]), ftyp('isom')])],
    ['an ftyp box too short to hold a brand', box('ftyp', 'is')],
    ['a Matroska file', ebml('matroska')],
    ['an EBML header cut short', ebml('webm').subarray(0, 12)],
    ['the EBML magic alone', Buffer.from([0x1a, 0x45, 0xdf, 0xa3])],
    ['an EBML header claiming more than it holds', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0xff])],
  ])('takes %s for no video', (_, bytes) => {
    expect(videoContainerOf(bytes)).toBeNull();
  });
});
