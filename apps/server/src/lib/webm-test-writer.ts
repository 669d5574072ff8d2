// A tiny EBML writer for hand-built WebM files in tests, and the element ids they use.
export type Bytes = Uint8Array | number[];

export const concat = (parts: Bytes[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The ID as written: its marker bits are part of it. */
export const idBytes = (id: number): number[] => {
  const out: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) out.unshift(rest % 256);
  return out;
};

export const sizeBytes = (size: number): number[] => {
  let length = 1;
  // All value bits set means "unknown", so a size needs one value bit to spare.
  while (size >= 2 ** (7 * length) - 1) length++;
  const out: number[] = [];
  let rest = size;
  for (let i = 0; i < length; i++) {
    out.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
};

export const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

export const el = (id: number, ...children: Bytes[]): Uint8Array => {
  const data = concat(children);
  return concat([idBytes(id), sizeBytes(data.length), data]);
};
export const unknownSizeEl = (id: number, ...children: Bytes[]): Uint8Array =>
  concat([idBytes(id), UNKNOWN_SIZE, ...children]);
export const uint = (id: number, value: number): Uint8Array => {
  const data: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) data.unshift(rest % 256);
  return el(id, data);
};
export const float64 = (id: number, value: number): Uint8Array => {
  const data = new Uint8Array(8);
  new DataView(data.buffer).setFloat64(0, value);
  return el(id, data);
};
export const float32 = (id: number, value: number): Uint8Array => {
  const data = new Uint8Array(4);
  new DataView(data.buffer).setFloat32(0, value);
  return el(id, data);
};
export const text = (id: number, value: string): Uint8Array =>
  el(
    id,
    [...value].map((char) => char.charCodeAt(0)),
  );

export const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  tags: 0x1254c367,
  void: 0xec,
};

export const ebmlHeader = (docType = 'webm') =>
  el(ID.ebml, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), text(ID.docType, docType));

export const videoTrack = (number: number, width = 1280, height = 720) =>
  el(
    ID.trackEntry,
    uint(ID.trackNumber, number),
    uint(ID.trackType, 1),
    text(ID.codecId, 'V_VP8'),
    el(ID.video, uint(ID.pixelWidth, width), uint(ID.pixelHeight, height)),
  );
export const audioTrack = (number: number) =>
  el(
    ID.trackEntry,
    uint(ID.trackNumber, number),
    uint(ID.trackType, 2),
    text(ID.codecId, 'A_OPUS'),
  );

/** A block's data: track number, signed 16-bit relative timecode, flags, then the frame. */
export const blockData = (track: number, relative: number, frameBytes = 16): Uint8Array => {
  const data = new Uint8Array(4 + frameBytes);
  data[0] = 0x80 | track;
  new DataView(data.buffer).setInt16(1, relative);
  data[3] = 0x80;
  return data;
};
export const simpleBlock = (track: number, relative: number, frameBytes?: number) =>
  el(ID.simpleBlock, blockData(track, relative, frameBytes));

/** The shape Chrome's MediaRecorder writes: unknown sizes and no Duration. */
export const chromeStyle = (
  clusters: Bytes[],
  tracks: Bytes = el(ID.tracks, videoTrack(1), audioTrack(2)),
) =>
  concat([
    ebmlHeader(),
    unknownSizeEl(
      ID.segment,
      el(ID.info, uint(ID.timecodeScale, 1_000_000), text(ID.muxingApp, 'Chrome')),
      tracks,
      ...clusters,
    ),
  ]);

export const chromeCluster = (timecode: number, ...blocks: Bytes[]) =>
  unknownSizeEl(ID.cluster, uint(ID.timecode, timecode), ...blocks);
