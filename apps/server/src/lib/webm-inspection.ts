// A minimal WebM (EBML) reader for checking an uploaded pitch before it is marked ready: the magic
// bytes and DocType, the tracks, and the duration. It reads only the few elements it needs, hops
// over everything else by its size, and never copies block payloads.
//
// Chrome's MediaRecorder streams its WebM: the Segment and every Cluster have an unknown size and
// Info has no Duration, so the duration comes from the block timecodes.

export type WebmInspection =
  | {
      ok: true;
      durationMs: number;
      width: number | null;
      height: number | null;
      hasAudio: boolean;
      hasVideo: boolean;
    }
  | { ok: false; reason: 'not_webm' | 'malformed' | 'no_video' };

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const CUES = 0x1c53bb6b;
const TAGS = 0x1254c367;
const CHAPTERS = 0x1043a770;
const ATTACHMENTS = 0x1941a469;
const VOID = 0xec;

const TRACK_TYPE_VIDEO = 1;
const TRACK_TYPE_AUDIO = 2;
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

/** The IDs that end an unknown-size Cluster: none of them can be its child. */
const CLUSTER_TERMINATORS = new Set([
  EBML,
  SEGMENT,
  SEEK_HEAD,
  INFO,
  TRACKS,
  CLUSTER,
  CUES,
  TAGS,
  CHAPTERS,
  ATTACHMENTS,
]);

class Malformed extends Error {}

/** Where the data of the element just read sits: reused so that a long scan allocates nothing. */
interface ElementData {
  dataStart: number;
  /** The end of its data, or -1 when its size is unknown. */
  dataEnd: number;
}

const NOT_WEBM = { ok: false, reason: 'not_webm' } as const;
const MALFORMED = { ok: false, reason: 'malformed' } as const;

export function inspectWebm(bytes: Uint8Array): WebmInspection {
  if (
    bytes.length < 4 ||
    bytes[0] !== 0x1a ||
    bytes[1] !== 0x45 ||
    bytes[2] !== 0xdf ||
    bytes[3] !== 0xa3
  ) {
    return NOT_WEBM;
  }
  try {
    return new WebmReader(bytes).read();
  } catch (error) {
    if (error instanceof Malformed) return MALFORMED;
    throw error;
  }
}

class WebmReader {
  private readonly el: ElementData = { dataStart: 0, dataEnd: 0 };
  private timecodeScale = DEFAULT_TIMECODE_SCALE_NS;
  private headerDuration: number | null = null;
  private hasVideo = false;
  private hasAudio = false;
  private width: number | null = null;
  private height: number | null = null;
  /** The latest block timestamp seen, in timecode units. */
  private lastTimestamp: number | null = null;

  constructor(private readonly bytes: Uint8Array) {}

  read(): WebmInspection {
    const { bytes, el } = this;
    this.readElement(0, bytes.length);
    if (el.dataEnd < 0) throw new Malformed();
    if (this.readDocType(el.dataStart, el.dataEnd) !== 'webm') return NOT_WEBM;

    let pos = el.dataEnd;
    for (;;) {
      if (pos >= bytes.length) throw new Malformed();
      const id = this.readElement(pos, bytes.length);
      if (id === SEGMENT) break;
      if (id !== VOID || el.dataEnd < 0) throw new Malformed();
      pos = el.dataEnd;
    }
    // Whatever follows the first Segment is not part of this video.
    this.readSegment(el.dataStart, el.dataEnd < 0 ? bytes.length : el.dataEnd);

    // A header Duration shorter than the blocks must not let a longer video through.
    const timestamp = Math.max(this.headerDuration ?? 0, this.lastTimestamp ?? 0);
    const durationMs = Math.round((timestamp * this.timecodeScale) / 1_000_000);
    if (!Number.isFinite(durationMs)) return MALFORMED;
    if (!this.hasVideo) return { ok: false, reason: 'no_video' };
    return {
      ok: true,
      durationMs,
      width: this.width,
      height: this.height,
      hasAudio: this.hasAudio,
      hasVideo: this.hasVideo,
    };
  }

  private readDocType(start: number, end: number): string | null {
    const { el } = this;
    let docType: string | null = null;
    for (let pos = start; pos < end; pos = el.dataEnd) {
      if (this.readKnownElement(pos, end) === DOC_TYPE) {
        docType = this.readString(el.dataStart, el.dataEnd);
      }
    }
    return docType;
  }

  private readSegment(start: number, end: number): void {
    const { el } = this;
    let pos = start;
    while (pos < end) {
      const id = this.readElement(pos, end);
      const { dataStart, dataEnd } = el;
      if (id === CLUSTER) {
        pos = this.readCluster(dataStart, dataEnd < 0 ? end : dataEnd, dataEnd < 0);
        continue;
      }
      if (dataEnd < 0) throw new Malformed();
      if (id === INFO) this.readInfo(dataStart, dataEnd);
      else if (id === TRACKS) this.readTracks(dataStart, dataEnd);
      pos = dataEnd;
    }
  }

  private readInfo(start: number, end: number): void {
    const { el } = this;
    for (let pos = start; pos < end; pos = el.dataEnd) {
      const id = this.readKnownElement(pos, end);
      if (id === TIMECODE_SCALE) {
        const scale = this.readUint(el.dataStart, el.dataEnd);
        if (scale === 0) throw new Malformed();
        this.timecodeScale = scale ?? DEFAULT_TIMECODE_SCALE_NS;
      } else if (id === DURATION) {
        const duration = this.readFloat(el.dataStart, el.dataEnd);
        this.headerDuration = Number.isFinite(duration) && duration > 0 ? duration : null;
      }
    }
  }

  private readTracks(start: number, end: number): void {
    const { el } = this;
    let pos = start;
    while (pos < end) {
      const id = this.readKnownElement(pos, end);
      const next = el.dataEnd;
      if (id === TRACK_ENTRY) this.readTrackEntry(el.dataStart, next);
      pos = next;
    }
  }

  private readTrackEntry(start: number, end: number): void {
    const { el } = this;
    let type: number | null = null;
    let width: number | null = null;
    let height: number | null = null;
    let pos = start;
    while (pos < end) {
      const id = this.readKnownElement(pos, end);
      const next = el.dataEnd;
      if (id === TRACK_TYPE) {
        type = this.readUint(el.dataStart, next);
      } else if (id === VIDEO) {
        for (let inner = el.dataStart; inner < next; inner = el.dataEnd) {
          const videoId = this.readKnownElement(inner, next);
          if (videoId === PIXEL_WIDTH) width = this.readUint(el.dataStart, el.dataEnd);
          else if (videoId === PIXEL_HEIGHT) height = this.readUint(el.dataStart, el.dataEnd);
        }
      }
      pos = next;
    }
    if (type === TRACK_TYPE_AUDIO) this.hasAudio = true;
    if (type === TRACK_TYPE_VIDEO && !this.hasVideo) {
      this.hasVideo = true;
      this.width = width;
      this.height = height;
    }
  }

  /** Reads one Cluster and returns where it ends. */
  private readCluster(start: number, end: number, unknownSize: boolean): number {
    const { el } = this;
    let timecode: number | null = null;
    // The largest block timecode relative to the cluster's, which may come after the blocks.
    let lastRelative: number | null = null;
    let pos = start;
    while (pos < end) {
      const id = this.readElement(pos, end);
      // All the terminators have four-byte IDs; most children have one-byte IDs.
      if (unknownSize && id > 0xffffff && CLUSTER_TERMINATORS.has(id)) break;
      const next = el.dataEnd;
      if (next < 0) throw new Malformed();
      if (id === CLUSTER_TIMECODE) {
        timecode = this.readUint(el.dataStart, next) ?? 0;
      } else if (id === SIMPLE_BLOCK) {
        lastRelative = Math.max(lastRelative ?? -Infinity, this.readBlockTimecode());
      } else if (id === BLOCK_GROUP) {
        for (let inner = el.dataStart; inner < next; inner = el.dataEnd) {
          if (this.readKnownElement(inner, next) === BLOCK) {
            lastRelative = Math.max(lastRelative ?? -Infinity, this.readBlockTimecode());
          }
        }
      }
      pos = next;
    }
    if (lastRelative !== null) {
      if (timecode === null) throw new Malformed();
      this.lastTimestamp = Math.max(this.lastTimestamp ?? 0, timecode + lastRelative);
    }
    return pos;
  }

  /** A block starts with its track number (a vint), a signed 16-bit relative timecode and flags. */
  private readBlockTimecode(): number {
    const { bytes, el: block } = this;
    const first = bytes[block.dataStart] ?? 0;
    const trackLength = Math.clz32(first) - 23;
    const at = block.dataStart + trackLength;
    if (first === 0 || at + 3 > block.dataEnd) throw new Malformed();
    const relative = (bytes[at]! << 8) | bytes[at + 1]!;
    return relative >= 0x8000 ? relative - 0x10000 : relative;
  }

  /**
   * Reads the ID and size of the element at `pos`, which must not reach past `end`, and returns
   * the ID; `el` tells where its data is.
   */
  private readElement(pos: number, end: number): number {
    const { bytes, el } = this;
    const first = bytes[pos] ?? 0;
    // IDs are at most four bytes in WebM (EBMLMaxIDLength).
    const idLength = Math.clz32(first) - 23;
    if (first < 0x10 || pos + idLength > end) throw new Malformed();
    let id = 0;
    for (let i = 0; i < idLength; i++) id = id * 256 + bytes[pos + i]!;

    const sizeAt = pos + idLength;
    const sizeFirst = bytes[sizeAt] ?? 0;
    const sizeLength = Math.clz32(sizeFirst) - 23;
    if (sizeFirst === 0 || sizeAt + sizeLength > end) throw new Malformed();
    const marker = 0x80 >> (sizeLength - 1);
    let size = sizeFirst & (marker - 1);
    let unknown = size === marker - 1;
    for (let i = 1; i < sizeLength; i++) {
      const byte = bytes[sizeAt + i]!;
      size = size * 256 + byte;
      unknown &&= byte === 0xff;
    }
    el.dataStart = sizeAt + sizeLength;
    if (unknown) {
      el.dataEnd = -1;
    } else {
      el.dataEnd = el.dataStart + size;
      if (el.dataEnd > end) throw new Malformed();
    }
    return id;
  }

  private readKnownElement(pos: number, end: number): number {
    const id = this.readElement(pos, end);
    if (this.el.dataEnd < 0) throw new Malformed();
    return id;
  }

  /** An unsigned integer, or null when empty (the element's default applies). */
  private readUint(start: number, end: number): number | null {
    if (end - start > 8) throw new Malformed();
    if (end === start) return null;
    let value = 0;
    for (let i = start; i < end; i++) value = value * 256 + this.bytes[i]!;
    return value;
  }

  private readFloat(start: number, end: number): number {
    const length = end - start;
    if (length === 0) return 0;
    if (length !== 4 && length !== 8) throw new Malformed();
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + start, length);
    return length === 4 ? view.getFloat32(0) : view.getFloat64(0);
  }

  private readString(start: number, end: number): string {
    let text = '';
    for (let i = start; i < end; i++) {
      const byte = this.bytes[i]!;
      // EBML strings may be padded with zero bytes.
      if (byte === 0) break;
      text += String.fromCharCode(byte);
    }
    return text;
  }
}
