// A minimal PNG encoder for the demo pictures: 8-bit indexed colour (a palette of up to 256
// colours, one byte a pixel), one IDAT chunk, rows unfiltered and deflated at the fastest level.
// One byte a pixel instead of three makes the deflate, most of the cost, three times faster.
import { deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309), as PNG chunks carry it over their type and data. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The rows, each led by filter type 0 (None). */
function unfilteredRows(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    out.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return out;
}

/**
 * A PNG of `width` x `height` pixels, each an index into `palette` (row by row), which holds 3
 * bytes (red, green, blue) per colour.
 */
export function encodePng(
  width: number,
  height: number,
  pixels: Uint8Array,
  palette: Uint8Array,
): Uint8Array {
  if (pixels.length !== width * height) throw new Error('pixels must hold one index per pixel');
  const colours = palette.length / 3;
  if (!Number.isInteger(colours) || colours < 1 || colours > 256) {
    throw new Error('palette must hold 1 to 256 colours of 3 bytes');
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, indexed colour, deflate, adaptive, no interlace
  const compressed = deflateSync(unfilteredRows(width, height, pixels), { level: 1 });
  const parts = [
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
