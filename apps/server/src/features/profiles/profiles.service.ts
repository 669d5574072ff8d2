import { randomBytes } from 'node:crypto';
import type {
  MatchingFieldsUpdate,
  OwnProfile,
  ProfileUpdate,
  ProfileViewResponse,
} from '@cofound/shared/profiles/profiles.schemas';
import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { connectionStateOf } from '@cofound/shared/connections/connection-state';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import {
  detectImageType,
  PictureDecodeError,
  publicUploadUrl,
  putPicture,
  removePicture,
  uploadKeyFromUrl,
  type FileStorage,
} from '../../storage';
import { toOwnProfile, toPublicProfile, type ProfilePageRow } from './profile-views';
import { decideProfileSight, needsBlockCheck } from './profile-visibility';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProfilesServiceOptions = {
  storage: FileStorage;
  /** Logs failures that must not fail the request (a view not recorded, an old file left). */
  warn?: (error: unknown, message: string) => void;
};

export function createProfilesService(
  repository: ProfilesRepository,
  { storage, warn = () => undefined }: ProfilesServiceOptions,
) {
  /** The signed-in member's profile. Session resolution creates a missing one (ensureProfile). */
  async function ownRow(user: SessionUser) {
    const row = await repository.findByUserId(user.id);
    if (!row) throw new AppError('NOT_FOUND', profileMessages.notFound);
    return row;
  }

  async function withPageFacts(row: ProfileRow): Promise<ProfilePageRow> {
    const [pitchKey, received] = await Promise.all([
      repository.readyPitchKey(row.userId),
      repository.receivedForReplyRate(row.userId),
    ]);
    return { ...row, pitchKey, received };
  }

  return {
    async getOwn(user: SessionUser): Promise<OwnProfile> {
      return toOwnProfile(await withPageFacts(await ownRow(user)));
    },

    /** Only ever the caller's own profile: the row is chosen by the session's user id. */
    async updateOwn(user: SessionUser, values: ProfileUpdate): Promise<OwnProfile> {
      const row = await repository.updateByUserId(user.id, values);
      if (!row) throw new AppError('NOT_FOUND', profileMessages.notFound);
      return toOwnProfile(await withPageFacts(row));
    },

    /** The deck's first-run prompt: skills, looking for, startup interests, nothing else. */
    async updateMatchingFields(
      user: SessionUser,
      values: MatchingFieldsUpdate,
    ): Promise<OwnProfile> {
      const row = await repository.updateMatchingFieldsByUserId(user.id, values);
      if (!row) throw new AppError('NOT_FOUND', profileMessages.notFound);
      return toOwnProfile(await withPageFacts(row));
    },

    /**
     * Someone's profile as `viewer` may see it, by the one visibility rule (profile-visibility.ts).
     */
    async view(id: string, viewer: SessionUser | null): Promise<ProfileViewResponse> {
      const found = UUID_PATTERN.test(id) ? await repository.findById(id) : null;
      if (!found) throw new AppError('NOT_FOUND', profileMessages.notFound);
      const blocked =
        needsBlockCheck(found, viewer) &&
        (await repository.isBlockedBetween(viewer!.id, found.userId));
      const sight = decideProfileSight(found, viewer, blocked);
      // The pitch is read only for a profile the viewer may see.
      const row = await withPageFacts(found);
      if (sight === 'own')
        return { view: 'own', profile: toOwnProfile(row), connectionState: 'self' };
      let connectionState: ConnectionState = 'none';
      if (viewer) {
        await repository.recordView(row.id, viewer.id).catch((error: unknown) => {
          warn(error, 'profile view not recorded');
        });
        const connection = await repository.findLiveConnection(viewer.id, row.userId);
        connectionState = connectionStateOf(connection, viewer.id);
      }
      return sight === 'admin'
        ? { view: 'admin', profile: toOwnProfile(row), connectionState }
        : { view: 'public', profile: toPublicProfile(row), connectionState };
    },

    /**
     * Stores a new profile picture and its sizes under a server-made name, and removes the old
     * one with its sizes. The type comes from the file's first bytes and the file must decode as
     * that type; the client's name and declared type are ignored.
     */
    async replaceImage(user: SessionUser, bytes: Uint8Array): Promise<{ imageUrl: string }> {
      const type = detectImageType(bytes);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.notAnImage);
      const profile = await ownRow(user);
      const key = `${profile.id}/${Date.now()}-${randomBytes(8).toString('hex')}.${type.ext}`;
      try {
        await putPicture(storage, key, bytes, type.contentType);
      } catch (error) {
        if (error instanceof PictureDecodeError)
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.notAnImage);
        throw error;
      }
      const imageUrl = publicUploadUrl(key);
      let previous: string | null;
      try {
        previous = await repository.transaction(async (queries) => {
          const replaced = await queries.lockImageUrl(profile.id);
          await queries.setImageUrl(profile.id, imageUrl);
          return replaced;
        });
      } catch (error) {
        await removePicture(storage, key);
        throw error;
      }
      const previousKey = uploadKeyFromUrl(previous);
      if (previousKey && previousKey !== key) {
        await removePicture(storage, previousKey).catch((error: unknown) => {
          warn(error, 'old profile image not removed');
        });
      }
      return { imageUrl };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
