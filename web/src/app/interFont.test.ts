import { declareInterFont } from './interFont';

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

describe('declareInterFont (the theme font, added after the first paint)', () => {
  const original = (globalThis as { FontFace?: unknown }).FontFace;
  beforeEach(() => {
    (globalThis as { FontFace?: unknown }).FontFace = FakeFontFace;
  });
  afterEach(() => {
    (globalThis as { FontFace?: unknown }).FontFace = original;
  });

  it('declares Inter, normal and italic, as the theme does, once', () => {
    const faces = new Set<FakeFontFace>();
    const fonts = faces as unknown as FontFaceSet;
    declareInterFont(fonts);
    declareInterFont(fonts);
    expect([...faces].map((face) => [face.family, face.descriptors.style, face.descriptors.weight, face.descriptors.display])).toEqual([
      ['Inter var', 'normal', '100 900', 'swap'],
      ['Inter var', 'italic', '100 900', 'swap'],
    ]);
    expect([...faces][0]?.source).toMatch(/^url\(".+"\) format\("woff2"\)$/);
  });

  it('does nothing without the CSS Font Loading API', () => {
    (globalThis as { FontFace?: unknown }).FontFace = undefined;
    const faces = new Set();
    declareInterFont(faces as unknown as FontFaceSet);
    declareInterFont(undefined);
    expect(faces.size).toBe(0);
  });
});
