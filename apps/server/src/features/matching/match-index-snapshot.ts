// The match index saved to a file in the server's data directory, with the database clock it is
// current to, so a restarted server ranks within seconds and catches up from that clock.
//
// File: a 4-byte little-endian header length, the header (JSON: version, clock, vocabularies,
// column names, types and lengths), then each column's bytes, every column starting at a
// multiple of 8. Written to a temporary file and renamed, so a crash leaves the old snapshot.
import fs from 'node:fs/promises';
import path from 'node:path';
import { MatchIndex, type MatchIndexState } from './match-index';

// 2: the activity tier column (docs/decisions/0033-stale-profiles-sink.md); 3: the verified
// column (docs/product.md#verified-badges).
const VERSION = 3;

type Columns = MatchIndexState['columns'];
type ColumnName = keyof Columns;

const columnTypes = {
  Uint8Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float64Array,
} as const;
type ColumnType = keyof typeof columnTypes;

type Header = Omit<MatchIndexState, 'columns'> & {
  version: number;
  /** The database clock (ms) the index is current to. */
  asOf: number;
  columns: { name: ColumnName; type: ColumnType; length: number }[];
};

const align = (offset: number) => Math.ceil(offset / 8) * 8;

export async function saveMatchIndexSnapshot(
  file: string,
  index: MatchIndex,
  asOf: number,
): Promise<void> {
  const { columns, ...rest } = index.exportState();
  const entries = Object.entries(columns) as [ColumnName, Columns[ColumnName]][];
  const header: Header = {
    ...rest,
    version: VERSION,
    asOf,
    columns: entries.map(([name, column]) => ({
      name,
      type: column.constructor.name as ColumnType,
      length: column.length,
    })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const parts: Uint8Array[] = [];
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  parts.push(length, headerBytes);
  let offset = 4 + headerBytes.length;
  for (const [, column] of entries) {
    parts.push(Buffer.alloc(align(offset) - offset));
    offset = align(offset);
    parts.push(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
    offset += column.byteLength;
  }
  const temporary = `${file}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(temporary, parts);
  await fs.rename(temporary, file);
}

/** The saved index and its clock, or null when there is no snapshot (or not one of this version). */
export async function loadMatchIndexSnapshot(
  file: string,
): Promise<{ index: MatchIndex; asOf: number } | null> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString()) as Header;
  if (header.version !== VERSION) return null;
  let offset = 4 + headerLength;
  const columns = {} as Record<ColumnName, unknown>;
  for (const { name, type, length } of header.columns) {
    offset = align(offset);
    const Type = columnTypes[type];
    const byteLength = length * Type.BYTES_PER_ELEMENT;
    // A copy: the file's buffer need not be aligned for the column's type.
    const copy = new Uint8Array(byteLength);
    copy.set(bytes.subarray(offset, offset + byteLength));
    columns[name] = new Type(copy.buffer);
    offset += byteLength;
  }
  const { asOf, version: _version, columns: _columns, ...state } = header;
  return { index: MatchIndex.fromState({ ...state, columns: columns as Columns }), asOf };
}
