// Reads back what png.ts writes, for the tests: checks the signature and every chunk's CRC, and
// undoes the row filters to get the pixels' palette indices.
import { inflateSync } from 'node:zlib';
import { crc32, PNG_SIGNATURE } from './png';

export type DecodedPng = {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  chunkTypes: string[];
  palette: Uint8Array;
  pixels: Uint8Array;
};

/** Decodes an 8-bit indexed, non-interlaced PNG; throws on a bad signature, CRC or length. */
export function decodePng(bytes: Uint8Array): DecodedPng {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkTypes: string[] = [];
  const idat: Uint8Array[] = [];
  let header: Uint8Array | null = null;
  let palette: Uint8Array = new Uint8Array(0);
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    if (view.getUint32(at + 8 + length) !== crc32(typeAndData)) throw new Error(`bad CRC: ${type}`);
    chunkTypes.push(type);
    const data = typeAndData.subarray(4);
    if (type === 'IHDR') header = data;
    if (type === 'PLTE') palette = data;
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!header) throw new Error('no IHDR');
  const headerView = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const width = headerView.getUint32(0);
  const height = headerView.getUint32(4);
  const [bitDepth, colourType] = [header[8]!, header[9]!];
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length !== height * (width + 1)) throw new Error('wrong image data length');
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    if (raw[y * (width + 1)] !== 0) throw new Error('only unfiltered rows are read here');
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, bitDepth, colourType, chunkTypes, palette, pixels };
}
