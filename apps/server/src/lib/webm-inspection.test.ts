import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectWebm } from './webm-inspection';
import type { Bytes } from './webm-test-writer';
import {
  ID,
  audioTrack,
  blockData,
  chromeCluster,
  chromeStyle,
  concat,
  ebmlHeader,
  el,
  float32,
  float64,
  simpleBlock,
  text,
  uint,
  unknownSizeEl,
  videoTrack,
} from './webm-test-writer';
describe('inspectWebm on hand-built files', () => {
  it('computes the duration from cluster and block timecodes when the header has none', () => {
    const file = chromeStyle([
      chromeCluster(0, simpleBlock(1, 0), simpleBlock(2, 10), simpleBlock(1, 33)),
      chromeCluster(5_000, simpleBlock(1, 0), simpleBlock(1, 1_234), simpleBlock(2, 1_200)),
    ]);
    expect(inspectWebm(file)).toEqual({
      ok: true,
      durationMs: 6_234,
      width: 1280,
      height: 720,
      hasAudio: true,
      hasVideo: true,
    });
  });

  it('takes the largest timestamp, whatever the order of the blocks', () => {
    const file = chromeStyle([
      chromeCluster(1_000, simpleBlock(1, 900), simpleBlock(1, -200), simpleBlock(2, 400)),
    ]);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 1_900 });
  });

  it('reads Blocks inside BlockGroups', () => {
    const file = chromeStyle([
      chromeCluster(
        2_000,
        simpleBlock(1, 0),
        el(ID.blockGroup, el(ID.block, blockData(1, 700)), uint(ID.blockDuration, 33)),
      ),
    ]);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 2_700 });
  });

  it('ends an unknown-size cluster where a segment-level element begins', () => {
    const file = chromeStyle(
      [
        chromeCluster(0, simpleBlock(1, 0), simpleBlock(1, 500)),
        // Read as the cluster's child, Tracks would be skipped and the video track missed.
        el(ID.tracks, videoTrack(1, 640, 360)),
        el(ID.cues, el(ID.cuePoint, uint(0xb3, 0))),
        chromeCluster(3_000, simpleBlock(1, 250)),
        el(ID.tags),
      ],
      el(ID.void, [0, 0]),
    );
    expect(inspectWebm(file)).toEqual({
      ok: true,
      durationMs: 3_250,
      width: 640,
      height: 360,
      hasAudio: false,
      hasVideo: true,
    });
  });

  it('reads known-size segments and clusters', () => {
    const file = concat([
      ebmlHeader(),
      el(
        ID.segment,
        el(ID.info, uint(ID.timecodeScale, 1_000_000)),
        el(ID.tracks, videoTrack(1, 320, 240)),
        el(ID.cluster, uint(ID.timecode, 0), simpleBlock(1, 0), simpleBlock(1, 40)),
        el(ID.cluster, uint(ID.timecode, 80), simpleBlock(1, 0), simpleBlock(1, 40)),
      ),
      // Anything after the segment is not part of the video.
      [0xde, 0xad, 0xbe, 0xef],
    ]);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 120, width: 320 });
  });

  it('uses the header Duration, in timecode units, when present', () => {
    const segment = (info: Uint8Array) =>
      concat([
        ebmlHeader(),
        el(
          ID.segment,
          info,
          el(ID.tracks, videoTrack(1)),
          el(ID.cluster, uint(ID.timecode, 0), simpleBlock(1, 0), simpleBlock(1, 6_400)),
        ),
      ]);
    expect(
      inspectWebm(
        segment(el(ID.info, uint(ID.timecodeScale, 1_000_000), float64(ID.duration, 6_450.4))),
      ),
    ).toMatchObject({ ok: true, durationMs: 6_450 });
    // In microseconds, as a 4-byte float, on a buffer that does not start at offset 0.
    const micro = segment(
      el(ID.info, uint(ID.timecodeScale, 1_000), float32(ID.duration, 7_000_000)),
    );
    const padded = concat([[1, 2, 3], micro, [4, 5]]);
    expect(inspectWebm(padded.subarray(3, 3 + micro.length))).toMatchObject({
      ok: true,
      durationMs: 7_000,
    });
    // TimecodeScale defaults to one millisecond.
    expect(inspectWebm(segment(el(ID.info, float64(ID.duration, 6_500))))).toMatchObject({
      ok: true,
      durationMs: 6_500,
    });
    // A zero, negative or infinite Duration is no Duration.
    for (const duration of [0, -5, Infinity, NaN]) {
      expect(inspectWebm(segment(el(ID.info, float64(ID.duration, duration))))).toMatchObject({
        ok: true,
        durationMs: 6_400,
      });
    }
  });

  it('does not let a short header Duration hide longer content', () => {
    const file = concat([
      ebmlHeader(),
      el(
        ID.segment,
        el(ID.info, float64(ID.duration, 5_000)),
        el(ID.tracks, videoTrack(1)),
        el(ID.cluster, uint(ID.timecode, 60_000), simpleBlock(1, 0)),
      ),
    ]);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 60_000 });
  });

  it('reports a file with tracks but no blocks as zero long', () => {
    expect(inspectWebm(chromeStyle([]))).toMatchObject({ ok: true, durationMs: 0 });
  });

  it('rejects files that are not WebM', () => {
    const notWebm = { ok: false, reason: 'not_webm' };
    expect(inspectWebm(new Uint8Array())).toEqual(notWebm);
    expect(inspectWebm(Uint8Array.of(0x1a, 0x45, 0xdf))).toEqual(notWebm);
    expect(inspectWebm(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual(
      notWebm,
    );
    expect(inspectWebm(new TextEncoder().encode('<html>not a video</html>'))).toEqual(notWebm);
    // Matroska shares the container but is not what browsers record.
    const mkv = concat([ebmlHeader('matroska'), el(ID.segment, el(ID.tracks, videoTrack(1)))]);
    expect(inspectWebm(mkv)).toEqual(notWebm);
    const noDocType = concat([el(ID.ebml, uint(0x4286, 1)), el(ID.segment)]);
    expect(inspectWebm(noDocType)).toEqual(notWebm);
  });

  it('rejects a WebM without a video track', () => {
    const audioOnly = chromeStyle(
      [chromeCluster(0, simpleBlock(1, 0))],
      el(ID.tracks, audioTrack(1)),
    );
    expect(inspectWebm(audioOnly)).toEqual({ ok: false, reason: 'no_video' });
    const noTracks = concat([ebmlHeader(), unknownSizeEl(ID.segment, el(ID.info))]);
    expect(inspectWebm(noTracks)).toEqual({ ok: false, reason: 'no_video' });
  });

  it('rejects malformed structures', () => {
    const malformed = { ok: false, reason: 'malformed' };
    const segmentOf = (...children: Bytes[]) =>
      concat([ebmlHeader(), el(ID.segment, el(ID.tracks, videoTrack(1)), ...children)]);
    const cases: Record<string, Uint8Array> = {
      'magic bytes only': Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3),
      'header larger than the file': concat([ebmlHeader().subarray(0, -2)]),
      'unknown-size header': concat([unknownSizeEl(ID.ebml, text(ID.docType, 'webm'))]),
      'no segment': ebmlHeader(),
      'something else before the segment': concat([ebmlHeader(), el(ID.tracks), el(ID.segment)]),
      'segment larger than the file': concat([
        ebmlHeader(),
        el(ID.segment, el(ID.info)).subarray(0, -1),
      ]),
      'child larger than its parent': segmentOf(el(ID.info, [0x2a, 0xd7, 0xb1, 0x85, 0x0f, 0x42])),
      'unknown size on an element other than segment or cluster': concat([
        ebmlHeader(),
        unknownSizeEl(ID.segment, unknownSizeEl(ID.tracks, videoTrack(1))),
      ]),
      'cluster without a timecode': segmentOf(el(ID.cluster, simpleBlock(1, 0))),
      'block too short for its header': segmentOf(
        el(ID.cluster, uint(ID.timecode, 0), el(ID.simpleBlock, [0x81, 0x00])),
      ),
      'block with an invalid track number': segmentOf(
        el(ID.cluster, uint(ID.timecode, 0), el(ID.simpleBlock, [0x00, 0, 0, 0x80])),
      ),
      'zero TimecodeScale': segmentOf(el(ID.info, el(ID.timecodeScale, [0]))),
      'three-byte Duration': segmentOf(el(ID.info, el(ID.duration, [1, 2, 3]))),
      'nine-byte integer': segmentOf(el(ID.info, el(ID.timecodeScale, new Array(9).fill(1)))),
      'five-byte element ID': segmentOf([0x08, 0x01, 0x02, 0x03, 0x04, 0x80]),
      'invalid size': segmentOf([ID.void, 0x00]),
      'absurd size': segmentOf([ID.void, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe]),
      'absurd timestamps': segmentOf(
        el(ID.info, el(ID.timecodeScale, new Array(8).fill(0xff)), float64(ID.duration, 1e300)),
      ),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      expect({ name, result: inspectWebm(bytes) }).toEqual({ name, result: malformed });
    }
  });

  it('reads a deeply nested file without descending into what it does not need', () => {
    let nested: Uint8Array = el(ID.void);
    for (let depth = 0; depth < 2_000; depth++) nested = el(ID.blockGroup, nested);
    const file = chromeStyle([chromeCluster(0, nested, simpleBlock(1, 100))]);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 100 });
  });

  // The time these scans take is the benchmark's to print (bench/), not a test's to time.
  it('scans a 30 MB recording, hopping over the block payloads', () => {
    // 30 s at 30 fps of 30 KB frames, one cluster a second.
    const clusters = Array.from({ length: 30 }, (_, second) =>
      chromeCluster(
        second * 1_000,
        ...Array.from({ length: 30 }, (_, frame) => simpleBlock(1, frame * 33, 33_000)),
      ),
    );
    const file = chromeStyle(clusters);
    expect(file.length).toBeGreaterThan(29_000_000);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 29_957 });
  });

  it('scans 30 MB of tiny elements', () => {
    const voids = new Uint8Array(30_000_000);
    for (let at = 0; at < voids.length; at += 2) {
      voids[at] = ID.void;
      voids[at + 1] = 0x80;
    }
    const file = chromeStyle([chromeCluster(0, simpleBlock(1, 0), voids, simpleBlock(1, 10))]);
    expect(inspectWebm(file)).toMatchObject({ ok: true, durationMs: 10 });
  });

  it('never throws on random bytes, with or without a WebM header', () => {
    const header = ebmlHeader();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), fc.boolean(), (random, withHeader) => {
        const bytes = withHeader ? concat([header, random]) : random;
        const result = inspectWebm(bytes);
        expect(result.ok).toBe(false);
      }),
    );
  });
});
