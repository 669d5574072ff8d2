import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';

// Compressed on the thread pool: a backup taken by the running server must not stall its requests.
const gzipAsync = promisify(gzip);

/** One regular file of an archive. */
export type TarEntry = { name: string; data: Buffer };

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, base] =
    Buffer.byteLength(name) <= 100
      ? ['', name]
      : [name.slice(0, name.lastIndexOf('/', 155)), name.slice(name.lastIndexOf('/', 155) + 1)];
  if (Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) {
    throw new Error(`path too long for a tar archive: ${name}`);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii'); // mode
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // checksum placeholder
  block.write('0', 156, 'ascii'); // regular file
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let checksum = 0;
  for (const byte of block) checksum += byte;
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** A gzipped POSIX (ustar) archive of regular files, readable by any `tar -xzf`. */
export async function writeTarGz(entries: TarEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.length), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipAsync(Buffer.concat(parts));
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The regular files of a gzipped tar archive written by writeTarGz (or any ustar writer). */
export function readTarGz(archive: Buffer): TarEntry[] {
  const tar = gunzipSync(archive);
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
    const prefix = field(block, 345, 155);
    const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
    const type = field(block, 156, 1);
    const start = offset + BLOCK;
    if (type === '0' || type === '')
      entries.push({ name, data: Buffer.from(tar.subarray(start, start + size)) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
