import { PNG } from 'pngjs';

/**
 * Encodes a `width` × `height` opaque 8-bit RGB PNG whose pixel (x, y) has colour `pixel(x, y)`, with
 * pngjs: the images the browser tests upload (a profile photo). Shared here, outside any workspace's
 * `src/`, so that e2e/ imports no workspace source (rest-api's seed draws its photos with its own
 * encoder, rest-api/src/seed/png.ts, which its build compiles).
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([...pixel(x, y), 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png, { colorType: 2 });
}
