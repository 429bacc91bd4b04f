import { PNG } from 'pngjs';

/** An RGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

/**
 * Encodes an RGB image as a PNG file with pngjs (8-bit RGB, opaque). `pixel(x, y)` gives the colour of
 * each pixel; the image is `width` × `height` pixels (1–4096). Used for the seeded profile photos and in
 * tests (rest-api's, and the browser tests' uploads).
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      png.data.set([...pixel(x, y), 255], at);
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/**
 * A simple avatar (`size` × `size` pixels): a head and shoulders in a lighter shade on a square of
 * `background`, so that seeded employees have distinct, real photos.
 */
export function avatarPng(size: number, background: Rgb): Buffer {
  const light: Rgb = [background[0] + (255 - background[0]) * 0.7, background[1] + (255 - background[1]) * 0.7, background[2] + (255 - background[2]) * 0.7].map(
    Math.round,
  ) as unknown as Rgb;
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const head = (x - c) ** 2 + (y - size * 0.38) ** 2 <= (size * 0.18) ** 2;
    const shoulders = y >= size * 0.62 && ((x - c) / (size * 0.34)) ** 2 + ((y - size) / (size * 0.36)) ** 2 <= 1;
    return head || shoulders ? light : background;
  });
}
