import { describe, expect, it } from 'vitest';
import { crc32, encodePng, PNG_SIGNATURE } from './png';
import { decodePng } from './png-test-support';

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    // Every PNG ends with this chunk: its CRC is always AE 42 60 82.
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });
});

describe('encodePng', () => {
  const width = 7;
  const height = 5;
  const palette = Uint8Array.of(255, 0, 0, 0, 255, 0, 0, 0, 255);
  const pixels = Uint8Array.from({ length: width * height }, (_, i) => i % 3);

  it('writes the signature, then IHDR, PLTE, IDAT and IEND with valid CRCs', () => {
    const png = encodePng(width, height, pixels, palette);
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    // IHDR first: length 13, then width, height, bit depth 8, colour type 3 (indexed).
    expect(view.getUint32(8)).toBe(13);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect(view.getUint32(16)).toBe(width);
    expect(view.getUint32(20)).toBe(height);
    expect([...png.subarray(24, 29)]).toEqual([8, 3, 0, 0, 0]);
    expect(view.getUint32(29)).toBe(crc32(png.subarray(12, 29)));
    // The file ends with the empty IEND chunk and its well-known CRC.
    expect([...png.subarray(-12)]).toEqual([
      0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]);
    const decoded = decodePng(png);
    expect(decoded).toMatchObject({ width, height, bitDepth: 8, colourType: 3 });
    expect(decoded.chunkTypes).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  });

  it('round-trips the pixels and the palette', () => {
    const decoded = decodePng(encodePng(width, height, pixels, palette));
    expect(decoded.pixels).toEqual(pixels);
    expect(decoded.palette).toEqual(palette);
  });

  it('refuses pixels that do not fill the picture, and a palette that is not one', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3), palette)).toThrow(/one index/);
    expect(() => encodePng(1, 1, Uint8Array.of(0), new Uint8Array(4))).toThrow(/palette/);
    expect(() => encodePng(1, 1, Uint8Array.of(0), new Uint8Array(257 * 3))).toThrow(/palette/);
  });

  it('finds a corrupted chunk', () => {
    const png = encodePng(width, height, pixels, palette);
    png[20] = png[20]! ^ 1;
    expect(() => decodePng(png)).toThrow(/bad CRC: IHDR/);
  });
});
