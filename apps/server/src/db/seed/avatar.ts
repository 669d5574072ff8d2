// The demo founders' pictures: a two-colour diagonal gradient, a soft circle and the founder's
// initials in a scaled-up pixel font, as palette indices. The palette of a picture: the
// gradient in STEPS colours, the same lightened (inside the circle), both darkened (the
// initials' shadow), and white.
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './pixel-font';

export const AVATAR_SIZE = 256;
const SCALE = 12;
const LETTER_GAP = 12;
const SHADOW = 4;
const STEPS = 60;
const LIT = STEPS;
const SHADED = 2 * STEPS;
const WHITE = 4 * STEPS;

type Rgb = readonly [number, number, number];

/** Gradient pairs, top left to bottom right; white initials read well on all of them. */
export const AVATAR_PALETTES: readonly (readonly [Rgb, Rgb])[] = [
  [
    [79, 70, 229],
    [147, 51, 234],
  ],
  [
    [14, 116, 144],
    [16, 185, 129],
  ],
  [
    [225, 29, 72],
    [249, 115, 22],
  ],
  [
    [30, 64, 175],
    [6, 182, 212],
  ],
  [
    [190, 24, 93],
    [124, 58, 237],
  ],
  [
    [21, 128, 61],
    [132, 204, 22],
  ],
  [
    [180, 83, 9],
    [234, 179, 8],
  ],
  [
    [51, 65, 85],
    [100, 116, 139],
  ],
  [
    [13, 148, 136],
    [59, 130, 246],
  ],
  [
    [159, 18, 57],
    [219, 39, 119],
  ],
];

/** Where the soft circle sits (centre and radius as fractions of the size). */
const CIRCLES = [
  { x: 0.78, y: 0.2, r: 0.38 },
  { x: 0.15, y: 0.85, r: 0.42 },
  { x: 0.5, y: -0.1, r: 0.45 },
  { x: 0.95, y: 0.9, r: 0.5 },
  { x: 0.1, y: 0.15, r: 0.3 },
] as const;

export const AVATAR_LAYOUTS = AVATAR_PALETTES.length * CIRCLES.length;

export type AvatarDesign = {
  /** Up to two capital letters. */
  initials: string;
  /** Which palette and circle, 0 to AVATAR_LAYOUTS - 1. */
  layout: number;
};

/** The first letters of the first and last words of a name, A to Z only. */
export function initialsOf(name: string): string {
  const letters = name
    .normalize('NFD')
    .toUpperCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Z]/g, '')[0])
    .filter((letter): letter is string => letter !== undefined);
  return letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '');
}

function drawInitials(pixels: Uint8Array, initials: string): void {
  const letters = [...initials].map(glyph).filter((bitmap) => bitmap !== null);
  const width = letters.length * GLYPH_WIDTH * SCALE + (letters.length - 1) * LETTER_GAP;
  const left = Math.round((AVATAR_SIZE - width) / 2);
  const top = Math.round((AVATAR_SIZE - GLYPH_HEIGHT * SCALE) / 2);
  /** The first pixel of each line of each lit glyph cell, shifted by `offset` pixels. */
  const cellLines = (offset: number) => {
    const starts: number[] = [];
    letters.forEach((bitmap, index) => {
      const x0 = left + index * (GLYPH_WIDTH * SCALE + LETTER_GAP) + offset;
      bitmap.forEach((row, gy) =>
        row.forEach((on, gx) => {
          if (!on) return;
          for (let y = 0; y < SCALE; y += 1) {
            starts.push((top + offset + gy * SCALE + y) * AVATAR_SIZE + x0 + gx * SCALE);
          }
        }),
      );
    });
    return starts;
  };
  // A soft shadow (the darker twin of the colour beneath), then the letters in white.
  for (const start of cellLines(SHADOW)) {
    for (let at = start; at < start + SCALE; at += 1) {
      const index = pixels[at]!;
      if (index < SHADED) pixels[at] = index + SHADED;
    }
  }
  for (const start of cellLines(0)) pixels.fill(WHITE, start, start + SCALE);
}

function paletteOf(layout: number): Uint8Array {
  const [from, to] = AVATAR_PALETTES[layout % AVATAR_PALETTES.length]!;
  const palette = new Uint8Array((WHITE + 1) * 3);
  for (let step = 0; step < STEPS; step += 1) {
    const t = step / (STEPS - 1);
    for (let c = 0; c < 3; c += 1) {
      const plain = from[c]! + (to[c]! - from[c]!) * t;
      const lit = plain + (255 - plain) * 0.14;
      palette[step * 3 + c] = Math.round(plain);
      palette[(LIT + step) * 3 + c] = Math.round(lit);
      palette[(SHADED + step) * 3 + c] = Math.round(plain * 0.78);
      palette[(SHADED + LIT + step) * 3 + c] = Math.round(lit * 0.78);
    }
  }
  palette.fill(255, WHITE * 3);
  return palette;
}

function drawBackground(layout: number): Uint8Array {
  const size = AVATAR_SIZE;
  const circle = CIRCLES[Math.floor(layout / AVATAR_PALETTES.length) % CIRCLES.length]!;
  const pixels = new Uint8Array(size * size);
  const cx = circle.x * size;
  const cy = circle.y * size;
  const r2 = (circle.r * size) ** 2;
  const diagonals = 2 * size - 1;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const step = Math.floor(((x + y) * STEPS) / diagonals);
      const inside = (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r2;
      pixels[y * size + x] = inside ? LIT + step : step;
    }
  }
  return pixels;
}

export type Avatar = { pixels: Uint8Array; palette: Uint8Array };

/**
 * Draws pictures, drawing each background and palette once: the seed's few hundred pictures
 * share AVATAR_LAYOUTS of them, so a picture costs a copy and its initials.
 */
export function createAvatarPainter(): (design: AvatarDesign) => Avatar {
  const layouts = new Map<number, Avatar>();
  return (design) => {
    const layout = design.layout % AVATAR_LAYOUTS;
    let base = layouts.get(layout);
    if (!base) {
      base = { pixels: drawBackground(layout), palette: paletteOf(layout) };
      layouts.set(layout, base);
    }
    const pixels = base.pixels.slice();
    drawInitials(pixels, design.initials);
    return { pixels, palette: base.palette };
  };
}
