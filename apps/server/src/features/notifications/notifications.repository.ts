// All SQL of notifications: the digest setting and the digest run's candidates and claims.
import { eq, sql } from 'drizzle-orm';
import type { EmailDigestFrequency } from '@cofound/shared/notifications/notifications.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { emailDigests } from '../../db/schema';
import { isActiveProfile } from '../profiles';
import { notBlockedWith } from '../safety';

/** How far back a digest run looks for requests and messages (runs every few minutes). */
const LOOKBACK = sql`interval '2 days'`;

export type DigestCandidate = {
  userId: string;
  email: string;
  name: string;
  newRequests: number;
  unreadMessages: number;
  /** Teams that began to fit the member (docs/product.md#team-match-alerts). */
  newTeamMatches: number;
  /** Comments by others on the member's ideas. */
  ideaReplies: number;
  /** Replies by others to the member's circle posts. */
  circleReplies: number;
  /** Requests to join private circles that moderators accepted. */
  circlesJoined: number;
};

const periodOf = sql`case when coalesce(d.frequency, 'hourly') = 'daily' then interval '1 day' else interval '1 hour' end`;

export function createNotificationsRepository(database: Db) {
  return defineRepository(database, notificationsQueries);
}

function notificationsQueries(db: DbOrTx) {
  return {
    async frequencyOf(userId: string): Promise<EmailDigestFrequency | null> {
      const [row] = await db
        .select({ frequency: emailDigests.frequency })
        .from(emailDigests)
        .where(eq(emailDigests.userId, userId));
      return (row?.frequency as EmailDigestFrequency | undefined) ?? null;
    },

    async setFrequency(userId: string, frequency: EmailDigestFrequency): Promise<void> {
      await db
        .insert(emailDigests)
        .values({ userId, frequency })
        .onConflictDoUpdate({ target: emailDigests.userId, set: { frequency } });
    },

    /**
     * Active members whose digest is due (none sent within their period) and who have pending
     * requests, unread messages, new team matches, replies to their ideas or circle posts, or
     * accepted circle requests that arrived after their last digest and at
     * least `quietFor` ago (so a member reading along in the app gets no mail).
     */
    async dueDigests(quietForMinutes: number): Promise<DigestCandidate[]> {
      const settled = sql`now() - make_interval(mins => ${quietForMinutes})`;
      return queryRows<DigestCandidate>(
        db,
        sql`
        with activity as (
          select receiver_id as user_id, created_at, 'request' as kind from connections
          where status = 'pending' and created_at > now() - ${LOOKBACK} and created_at <= ${settled}
          union all
          select receiver_id, created_at, 'message' from messages
          where read_at is null and created_at > now() - ${LOOKBACK} and created_at <= ${settled}
          union all
          select user_id, created_at, 'team' from team_match_alerts
          where created_at > now() - ${LOOKBACK} and created_at <= ${settled}
          union all
          select i.user_id, c.created_at, 'idea_reply' from startup_idea_comments c
          join startup_ideas i on i.id = c.idea_id
          where c.user_id <> i.user_id and ${notBlockedWith(sql`i.user_id`, sql`c.user_id`)}
            and c.created_at > now() - ${LOOKBACK} and c.created_at <= ${settled}
          union all
          select parent.user_id, r.created_at, 'circle_reply' from circle_posts r
          join circle_posts parent on parent.id = r.parent_id
          where r.user_id <> parent.user_id and ${notBlockedWith(sql`parent.user_id`, sql`r.user_id`)}
            and r.created_at > now() - ${LOOKBACK} and r.created_at <= ${settled}
          union all
          select m.user_id, m.joined_at, 'circle_joined' from circle_members m
          join founder_circles f on f.id = m.circle_id
          where f.is_private and m.role = 'member' and m.status = 'active'
            and m.joined_at > now() - ${LOOKBACK} and m.joined_at <= ${settled}
        )
        select u.id as "userId", u.email, p.name,
          count(*) filter (where a.kind = 'request')::int as "newRequests",
          count(*) filter (where a.kind = 'message')::int as "unreadMessages",
          count(*) filter (where a.kind = 'team')::int as "newTeamMatches",
          count(*) filter (where a.kind = 'idea_reply')::int as "ideaReplies",
          count(*) filter (where a.kind = 'circle_reply')::int as "circleReplies",
          count(*) filter (where a.kind = 'circle_joined')::int as "circlesJoined"
        from activity a
        join users u on u.id = a.user_id
        join profiles p on p.user_id = u.id and ${isActiveProfile(sql`p.status`)}
        left join email_digests d on d.user_id = u.id
        where coalesce(d.frequency, 'hourly') <> 'off'
          and a.created_at > coalesce(d.last_sent_at, '-infinity'::timestamptz)
          and (d.last_sent_at is null or d.last_sent_at <= now() - ${periodOf})
        group by u.id, u.email, p.name
        order by u.id`,
      );
    },

    /**
     * Claims the member's digest for this period: true for exactly one caller, however many
     * instances run at once, and only while the period allows another mail.
     */
    async claim(userId: string): Promise<boolean> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`
        insert into email_digests as d (user_id, last_sent_at) values (${userId}, now())
        on conflict (user_id) do update set last_sent_at = now()
        where d.frequency <> 'off' and (d.last_sent_at is null or d.last_sent_at <= now() - ${periodOf})
        returning d.user_id`,
      );
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
