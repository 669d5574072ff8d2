// The export's reads of what the member wrote and joined in the community: ideas, circles and
// speed networking.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { direction, iso, memberRef } from './data-export-sql';

export function createCommunityDataRepository(database: Db) {
  return defineRepository(database, communityDataQueries);
}

type Rows = Record<string, unknown>[];

function communityDataQueries(db: DbOrTx) {
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
  return {
    /** Their ideas, and their comments, likes and interest on any idea. */
    async ideas(userId: string): Promise<Record<string, Rows>> {
      const idea = sql.raw(`json_build_object('id', i.id, 'title', i.title)`);
      return {
        ideas: await rows(
          sql`select id, title, description, industry, stage, skills_needed as "skillsNeeded",
                roles_needed as "rolesNeeded", likes_count as likes, comments_count as comments,
                ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
              from startup_ideas where user_id = ${userId} order by created_at, id`,
        ),
        comments: await rows(
          sql`select c.id, ${idea} as idea, c.content, ${iso('c.created_at')} as "createdAt"
              from startup_idea_comments c join startup_ideas i on i.id = c.idea_id
              where c.user_id = ${userId} order by c.created_at, c.id`,
        ),
        likes: await rows(
          sql`select ${idea} as idea, ${iso('l.created_at')} as "likedAt"
              from startup_idea_likes l join startup_ideas i on i.id = l.idea_id
              where l.user_id = ${userId} order by l.created_at`,
        ),
        interests: await rows(
          sql`select ${idea} as idea, ${iso('x.created_at')} as "createdAt"
              from startup_idea_interests x join startup_ideas i on i.id = x.idea_id
              where x.user_id = ${userId} order by x.created_at`,
        ),
      };
    },

    /** Circles they created or proposed, their memberships and requests, and their posts. */
    async circles(userId: string): Promise<Record<string, Rows>> {
      const circle = sql.raw(`json_build_object('id', f.id, 'name', f.name)`);
      return {
        created: await rows(
          sql`select id, name, industry, description, is_private as "isPrivate", status,
                ${iso('created_at')} as "createdAt", ${iso('reviewed_at')} as "reviewedAt"
              from founder_circles where created_by = ${userId} order by created_at, id`,
        ),
        memberships: await rows(
          sql`select ${circle} as circle, m.role, m.status,
                ${iso('m.requested_at')} as "requestedAt", ${iso('m.joined_at')} as "joinedAt"
              from circle_members m join founder_circles f on f.id = m.circle_id
              where m.user_id = ${userId} order by m.requested_at`,
        ),
        posts: await rows(
          sql`select p.id, ${circle} as circle, p.parent_id as "replyTo", p.content,
                ${iso('p.created_at')} as "createdAt"
              from circle_posts p join founder_circles f on f.id = p.circle_id
              where p.user_id = ${userId} order by p.created_at, p.id`,
        ),
      };
    },

    /** Their rounds with the other member, the chat of those rounds, and their lobby place. */
    async networking(userId: string) {
      const rounds = await rows(
        sql`select n.id, ${memberRef('other')} as member, ${iso('n.started_at')} as "startedAt",
              ${iso('n.ends_at')} as "endsAt", ${iso('n.ended_at')} as "endedAt",
              (n.ended_by = ${userId}) as "endedByYou"
            from networking_matches n
            left join profiles other on other.user_id =
              case when n.user_low = ${userId} then n.user_high else n.user_low end
            where n.user_low = ${userId} or n.user_high = ${userId}
            order by n.started_at, n.id`,
      );
      const messages = await rows(
        sql`select m.id, m.match_id as "roundId", ${direction('m.sender_id', userId)} as direction,
              m.body, ${iso('m.created_at')} as "sentAt"
            from networking_messages m join networking_matches n on n.id = m.match_id
            where n.user_low = ${userId} or n.user_high = ${userId}
            order by m.created_at, m.id`,
      );
      const [lobby] = await rows(
        sql`select status, ${iso('joined_at')} as "joinedAt", ${iso('last_seen_at')} as "lastSeenAt"
            from networking_sessions where user_id = ${userId}`,
      );
      return { rounds, messages, lobby: lobby ?? null };
    },
  };
}

export type CommunityDataRepository = ReturnType<typeof createCommunityDataRepository>;
