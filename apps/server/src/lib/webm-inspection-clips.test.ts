import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectWebm } from './webm-inspection';
import { UNKNOWN_SIZE } from './webm-test-writer';

const fixture = (relative: string) => readFileSync(new URL(relative, import.meta.url));

// Recorded once in Chromium with MediaRecorder from the fake camera and microphone.
describe('inspectWebm on real MediaRecorder clips', () => {
  const clips = [
    {
      file: '../db/seed/demo-pitches/pitch-1.webm',
      seconds: 6,
      width: 640,
      height: 360,
      audio: true,
    },
    {
      file: '../db/seed/demo-pitches/pitch-2.webm',
      seconds: 8,
      width: 640,
      height: 360,
      audio: true,
    },
    {
      file: '../db/seed/demo-pitches/pitch-3.webm',
      seconds: 10,
      width: 640,
      height: 360,
      audio: true,
    },
    { file: './test-fixtures/long-33s.webm', seconds: 33, width: 320, height: 180, audio: false },
  ];

  it.each(clips)('measures $file', ({ file, seconds, width, height, audio }) => {
    const result = inspectWebm(fixture(file));
    expect(result).toMatchObject({ ok: true, width, height, hasVideo: true, hasAudio: audio });
    if (!result.ok) return;
    expect(Math.abs(result.durationMs - seconds * 1_000)).toBeLessThanOrEqual(300);
  });

  it('recognises the unknown sizes and the missing Duration Chrome writes', () => {
    const bytes = fixture(clips[0]!.file);
    // The Segment's size, right after its ID: eight bytes, all value bits set.
    const segmentAt = bytes.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
    expect([...bytes.subarray(segmentAt + 4, segmentAt + 12)]).toEqual(UNKNOWN_SIZE);
    const clusterAt = bytes.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect([...bytes.subarray(clusterAt + 4, clusterAt + 12)]).toEqual(UNKNOWN_SIZE);
    // No Duration (0x4489) in Info or anywhere else before the first cluster.
    expect(bytes.subarray(segmentAt, clusterAt).indexOf(Buffer.from([0x44, 0x89]))).toBe(-1);
  });

  it('never throws on a truncated or corrupted clip, nor reports it longer', () => {
    const bytes = fixture(clips[0]!.file);
    const full = inspectWebm(bytes);
    if (!full.ok) throw new Error('the clip must be readable');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: bytes.length }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (length, flips) => {
          const truncated = inspectWebm(bytes.subarray(0, length));
          if (truncated.ok) expect(truncated.durationMs).toBeLessThanOrEqual(full.durationMs);
          const corrupted = Uint8Array.from(bytes);
          for (const [at, value] of flips) corrupted[at % corrupted.length] = value;
          inspectWebm(corrupted);
        },
      ),
      { numRuns: 300 },
    );
    // Cut inside the last block: its declared size runs past the end.
    expect(inspectWebm(bytes.subarray(0, bytes.length - 10))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
