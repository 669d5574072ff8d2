import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { connectionStateOf } from '@cofound/shared/connections/connection-state';
import {
  discoverListValues,
  discoverMessages,
  experienceRange,
  DISCOVER_MAX_LIST_FILTER,
  type DiscoverCard,
  type DiscoverPage,
  type DiscoverQuery,
} from '@cofound/shared/discover/discover.schemas';
import { reputationLevel } from '@cofound/shared/reputation/reputation.rules';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { decodeCursor, encodeCursor } from './discover.cursor';
import { isArchetype } from '@cofound/shared/personality-test/archetypes';
import { lastActiveOf } from '@cofound/shared/profiles/last-active';
import type { DiscoverRepository, DiscoverRow } from './discover.repository';
import type { DiscoverFilters } from './discover-predicates';

/** The search box's text as lower-cased words (every one must match). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, DISCOVER_MAX_LIST_FILTER);
}

export function filtersFrom(query: DiscoverQuery): DiscoverFilters {
  return {
    words: searchWords(query.q),
    industry: query.industry || null,
    experience: query.experience === 'any' ? null : experienceRange(query.experience),
    skills: discoverListValues(query.skills),
    lookingFor: discoverListValues(query.lookingFor),
    timeZone: query.timeZone || null,
    commitment: query.commitment ?? null,
    archetypes: discoverListValues(query.archetypes),
    verified: query.verified === 'true',
  };
}

export function cardConnectionState(
  row: DiscoverRow,
  viewerUserId: string | null,
): ConnectionState {
  if (viewerUserId === null) return 'none';
  if (row.userId === viewerUserId) return 'self';
  const connection =
    row.connectionStatus && row.connectionSenderId
      ? { status: row.connectionStatus, senderId: row.connectionSenderId }
      : null;
  return connectionStateOf(connection, viewerUserId);
}

function toCard(
  row: DiscoverRow,
  viewerUserId: string | null,
  mutual: Map<string, number> | null,
  now: Date,
): DiscoverCard {
  const connectionState = cardConnectionState(row, viewerUserId);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    imageUrl: row.imageUrl,
    founderRole: row.founderRole,
    industry: row.industry,
    experience: row.experience,
    skills: row.skills,
    lookingFor: row.lookingFor,
    city: row.city,
    country: row.country,
    timeZone: row.timeZone,
    commitment: row.commitment,
    archetype: isArchetype(row.archetype) ? row.archetype : null,
    lastActive: lastActiveOf(row.lastActiveAt, now),
    linkedinVerified: row.linkedinVerified,
    githubVerified: row.githubVerified,
    reputation: { total: row.totalScore, level: reputationLevel(row.totalScore) },
    connectionState,
    isOwn: connectionState === 'self',
    ...(mutual && { mutualConnections: mutual.get(row.userId) ?? 0 }),
  };
}

export function createDiscoverService(repository: DiscoverRepository) {
  return {
    /** A page of Discover Co-Founders for this viewer (null = signed out). */
    async page(query: DiscoverQuery, viewerUserId: string | null): Promise<DiscoverPage> {
      const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
      if (query.cursor && !after) throw invalidCursorError(discoverMessages.invalidCursor);
      const rows = await repository.findPage({
        filters: filtersFrom(query),
        sort: query.sort,
        after,
        limit: query.limit,
        viewerUserId,
      });
      // The cards need the page's mutual counts, so the page keeps its rows until those are read.
      const { items: pageRows, nextCursor } = keysetPage(
        rows,
        query.limit,
        (row) => row,
        (last) =>
          encodeCursor({
            sort: query.sort,
            value: last.sortValue,
            tier: last.sortTier,
            id: last.id,
          }),
      );
      // Visitors have no connections: their cards leave the count out.
      const mutual =
        viewerUserId === null
          ? null
          : await repository.mutualCounts(
              viewerUserId,
              pageRows.map((row) => row.userId),
            );
      const now = new Date();
      return {
        items: pageRows.map((row) => toCard(row, viewerUserId, mutual, now)),
        nextCursor,
      };
    },
  };
}

export type DiscoverService = ReturnType<typeof createDiscoverService>;
