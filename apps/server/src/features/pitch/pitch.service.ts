import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import {
  PITCH_MAX_BYTES,
  PITCH_MAX_DURATION_MS,
  PITCH_RECOMMENDATIONS_LIMIT,
  pitchMessages as m,
  type OwnPitchResponse,
  type Pitch,
  type PitchRecommendations,
} from '@cofound/shared/pitch/pitch.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { publicUploadUrl, type FileStorage } from '../../storage';
import type { PitchCheck, PitchRepository, PitchRow } from './pitch.repository';
import { inspectWebm } from '../../lib/webm-inspection';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

function toPitch(row: PitchRow): Pitch {
  return {
    id: row.id,
    status: row.status,
    videoUrl: row.status === 'ready' ? publicUploadUrl(row.videoKey) : null,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'pitches/<userId>/<timestamp>-<random>.webm': the random part keeps the URL unguessable. */
function pitchKeyFor(userId: string, now: Date): string {
  return `pitches/${userId}/${now.getTime()}-${randomBytes(6).toString('hex')}.webm`;
}

async function readAll(stream: Readable, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > limit) throw new Error('stored pitch is larger than the upload limit');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** What the check of an upload decides: ready with its duration, or failed and why. */
export function checkPitchBytes(bytes: Uint8Array): PitchCheck {
  if (bytes.length > PITCH_MAX_BYTES) {
    return { status: 'failed', durationMs: null, failureReason: 'too_big' };
  }
  const inspected = inspectWebm(bytes);
  if (!inspected.ok) return { status: 'failed', durationMs: null, failureReason: inspected.reason };
  // A header and tracks with no frames is not a pitch.
  if (inspected.durationMs <= 0) return { status: 'failed', durationMs: 0, failureReason: 'empty' };
  if (inspected.durationMs > PITCH_MAX_DURATION_MS) {
    return { status: 'failed', durationMs: inspected.durationMs, failureReason: 'too_long' };
  }
  return { status: 'ready', durationMs: inspected.durationMs, failureReason: null };
}

/**
 * Video pitches (docs/product.md#pitch): an upload is stored and recorded as processing, its
 * check runs as a job (WebM container, duration, size), and only a ready pitch is ever shown.
 */
export function createPitchService(deps: {
  repository: PitchRepository;
  storage: FileStorage;
  recommend: (member: SessionUser, limit: number) => Promise<MatchCard[]>;
  /** Runs queued jobs now rather than at the next poll, so a check starts at once. */
  kickJobs: () => void;
  log: ServiceLogger & { warn: (object: unknown, message: string) => void };
  now?: () => Date;
}) {
  const { repository, storage, log } = deps;
  const now = deps.now ?? (() => new Date());

  const removeQuietly = (key: string | null) => {
    if (!key) return;
    storage
      .remove(key)
      .catch((error: unknown) => log.warn({ err: error }, 'old pitch not removed'));
  };

  return {
    async own(member: SessionUser): Promise<OwnPitchResponse> {
      return withFailureMessage(log, m.loadFailed, async () => {
        const row = await repository.findOwn(member.id);
        return { pitch: row ? toPitch(row) : null };
      });
    },

    /**
     * Stores the video, then (one transaction) makes it the member's pitch and queues its check.
     * Bytes that do not even start like WebM are refused at once, and nothing is stored.
     */
    async upload(member: SessionUser, bytes: Uint8Array): Promise<Pitch> {
      if (bytes.length === 0 || EBML_MAGIC.some((byte, at) => bytes[at] !== byte)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.notWebm);
      }
      if (bytes.length > PITCH_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
      const videoKey = pitchKeyFor(member.id, now());
      return withFailureMessage(log, m.processFailed, async () => {
        await storage.put(videoKey, bytes, { contentType: 'video/webm' });
        let replaced: { pitch: PitchRow; previousKey: string | null };
        try {
          replaced = await repository.transaction((queries) =>
            queries.replace(member.id, { videoKey, sizeBytes: bytes.length }),
          );
        } catch (error) {
          removeQuietly(videoKey);
          throw error;
        }
        removeQuietly(replaced.previousKey);
        deps.kickJobs();
        return toPitch(replaced.pitch);
      });
    },

    /** The job: checks the stored upload and records ready or failed; a failed file goes. */
    async check(pitchId: string, videoKey: string): Promise<void> {
      const row = await repository.findById(pitchId);
      if (!row || row.videoKey !== videoKey || row.status !== 'processing') return;
      const stream = await storage.read(videoKey);
      const check: PitchCheck = stream
        ? checkPitchBytes(await readAll(stream, PITCH_MAX_BYTES + 1))
        : { status: 'failed', durationMs: null, failureReason: 'missing' };
      const recorded = await repository.recordCheck(pitchId, videoKey, check);
      if (recorded && check.status === 'failed') removeQuietly(videoKey);
    },

    async remove(member: SessionUser): Promise<void> {
      const key = await withFailureMessage(log, m.deleteFailed, () =>
        repository.removeOwn(member.id),
      );
      removeQuietly(key);
    },

    async recommendations(member: SessionUser): Promise<PitchRecommendations> {
      return withFailureMessage(log, m.recommendationsFailed, async () => ({
        items: await deps.recommend(member, PITCH_RECOMMENDATIONS_LIMIT),
      }));
    },
  };
}

export type PitchService = ReturnType<typeof createPitchService>;
