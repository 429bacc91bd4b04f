import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

/**
 * Encodes an RGB image as a PNG file (8-bit truecolour, no interlace): signature, IHDR, one zlib IDAT
 * and IEND, each chunk with its CRC-32. `pixel(x, y)` gives the colour of each pixel; the image is
 * `width` × `height` pixels (1–4096). Used for the seeded profile photos and in tests.
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A simple avatar (`size` × `size` pixels): a head and shoulders in a lighter shade on a square of
 * `background`, so that seeded employees have distinct, real photos.
 */
export function avatarPng(size: number, background: Rgb): Buffer {
  const light: Rgb = [background[0] + (255 - background[0]) * 0.7, background[1] + (255 - background[1]) * 0.7, background[2] + (255 - background[2]) * 0.7].map(Math.round) as unknown as Rgb;
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const head = (x - c) ** 2 + (y - size * 0.38) ** 2 <= (size * 0.18) ** 2;
    const shoulders = y >= size * 0.62 && ((x - c) / (size * 0.34)) ** 2 + ((y - size) / (size * 0.36)) ** 2 <= 1;
    return head || shoulders ? light : background;
  });
}
