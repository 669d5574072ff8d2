// What a member's download holds: one JSON file per section, each read by one query of the
// *-data repositories, and the tables every section reads. data-export-sections.test.ts checks
// that every table keyed to a member is read by a section or left out below for a reason.
import type { Db } from '../../db/client';
import { createAccountDataRepository } from './account-data.repository';
import { createBillingDataRepository } from './billing-data.repository';
import { createCommunityDataRepository } from './community-data.repository';
import { createFounderDataRepository } from './founder-data.repository';
import { createMatchingDataRepository } from './matching-data.repository';
import { createProjectsDataRepository } from './projects-data.repository';
import { createReputationDataRepository } from './reputation-data.repository';
import { createSafetyDataRepository } from './safety-data.repository';
import { createSocialDataRepository } from './social-data.repository';

/** Whose data: their account id, and their profile's (a profile may be missing). */
export type ExportMember = { userId: string; profileId: string | null };

export type DataExportSection = {
  /** The file in the ZIP. */
  file: string;
  /** What it holds, for README.txt. */
  holds: string;
  /** The tables it reads rows of the member from. */
  tables: readonly string[];
  read: (member: ExportMember) => Promise<unknown>;
};

/** Where the pitch video goes in the ZIP (pitch.json names it). */
export const PITCH_VIDEO_PATH = 'uploads/pitch.webm';

/**
 * Tables keyed to a member that no file holds, and why (docs/decisions/0035-data-export.md).
 * Rows of other tables that belong to someone else (a report about the member, another member's
 * like) are left out by the queries themselves.
 */
export const TABLES_LEFT_OUT: Record<string, string> = {
  video_call_signals:
    "The technical set-up of calls (connection offers and network candidates, with both sides' network addresses), kept only so that a call can reconnect.",
  reputation_periods: 'Weekly and monthly sums of the reputation events in reputation.json.',
  trending_scores:
    "A count of recent connections and profile views, for Discover's Trending order.",
  member_activity_days:
    'The days the member was active, counted from the activity in the other files.',
  member_activity_weeks: 'The weeks the member was active, counted from the same activity.',
  member_paid_totals: 'Sums of the payments in billing.json.',
  success_predictions:
    'A prediction about a pair of members, computed from both profiles when asked for: it describes the other member as much as this one.',
  admin_audit_log:
    "Admins' record of their own actions (status and role changes), naming the admin; the member's current role and status are in profile.json.",
  data_exports: 'This download itself.',
};

export function dataExportSections(db: Db): DataExportSection[] {
  const account = createAccountDataRepository(db);
  const matching = createMatchingDataRepository(db);
  const social = createSocialDataRepository(db);
  const safety = createSafetyDataRepository(db);
  const reputation = createReputationDataRepository(db);
  const community = createCommunityDataRepository(db);
  const projects = createProjectsDataRepository(db);
  const billing = createBillingDataRepository(db);
  const founder = createFounderDataRepository(db);

  return [
    {
      file: 'profile.json',
      holds:
        'Your account and profile: name, email, when you joined, every profile field, your mail digest setting and the partner organisation that brought you, if any.',
      tables: ['users', 'profiles', 'email_digests', 'partner_members'],
      read: ({ userId }) => account.profile(userId),
    },
    {
      file: 'sign-in.json',
      holds:
        'How you sign in (password or provider, never the password itself) and the browsers you are signed in on, with their address and when they were last used.',
      tables: ['accounts', 'sessions'],
      read: ({ userId }) => account.signIn(userId),
    },
    {
      file: 'match-decisions.json',
      holds: 'Your likes and passes in the match deck, with the score at the time.',
      tables: ['match_decisions'],
      read: ({ userId }) => matching.matchDecisions(userId),
    },
    {
      file: 'saved-profiles.json',
      holds: 'The profiles you saved for later.',
      tables: ['saved_profiles'],
      read: ({ userId }) => matching.savedProfiles(userId),
    },
    {
      file: 'profiles-viewed.json',
      holds: 'The profiles you opened, once per profile and day.',
      tables: ['profile_views'],
      read: ({ userId }) => matching.profilesViewed(userId),
    },
    {
      file: 'connections.json',
      holds: 'Your connection requests, sent and received, and their state, with the other member.',
      tables: ['connections'],
      read: ({ userId }) => social.connections(userId),
    },
    {
      file: 'messages.json',
      holds: 'Every message you sent or received, with the other member and when it was read.',
      tables: ['messages'],
      read: ({ userId }) => social.messages(userId),
    },
    {
      file: 'video-calls.json',
      holds: 'The video calls you proposed or were invited to.',
      tables: ['video_call_requests'],
      read: ({ userId }) => social.videoCalls(userId),
    },
    {
      file: 'reports-filed.json',
      holds: "The reports you filed, with the admins' decision and their note to you.",
      tables: ['reports'],
      read: ({ userId }) => safety.reportsFiled(userId),
    },
    {
      file: 'blocks.json',
      holds: 'The members you blocked.',
      tables: ['blocks'],
      read: ({ userId }) => safety.blocks(userId),
    },
    {
      file: 'check-ins.json',
      holds: 'Your daily check-ins, with the streak and the points of each.',
      tables: ['daily_checkins'],
      read: ({ userId }) => reputation.checkIns(userId),
    },
    {
      file: 'endorsements.json',
      holds: 'The skills you endorsed, and the endorsements your profile received.',
      tables: ['skill_endorsements'],
      read: ({ userId, profileId }) => reputation.endorsements(userId, profileId),
    },
    {
      file: 'reputation.json',
      holds: 'Your reputation score and every award and take-back that makes it up.',
      tables: ['reputation_scores', 'reputation_events'],
      read: ({ profileId }) => reputation.reputation(profileId),
    },
    {
      file: 'ideas.json',
      holds: 'Your ideas on the ideas board, and your comments, likes and interest on any idea.',
      tables: [
        'startup_ideas',
        'startup_idea_comments',
        'startup_idea_likes',
        'startup_idea_interests',
      ],
      read: ({ userId }) => community.ideas(userId),
    },
    {
      file: 'projects.json',
      holds:
        'The projects you own, the teams you are on, your invitations and join requests, your answers to team matches and your team-match alerts.',
      tables: [
        'projects',
        'team_members',
        'team_invitations',
        'team_match_responses',
        'team_match_preferences',
        'team_match_alerts',
      ],
      read: ({ userId }) => projects.projects(userId),
    },
    {
      file: 'toolkit.json',
      holds: 'What you keep in the toolkit: canvases, pitch deck outlines, projections.',
      tables: ['toolkit_documents'],
      read: ({ userId }) => projects.toolkitDocuments(userId),
    },
    {
      file: 'circles.json',
      holds: 'The circles you created or proposed, your memberships and requests, and your posts.',
      tables: ['founder_circles', 'circle_members', 'circle_posts'],
      read: ({ userId }) => community.circles(userId),
    },
    {
      file: 'networking.json',
      holds: 'Your speed networking rounds, with the other member, and the chat of those rounds.',
      tables: ['networking_matches', 'networking_messages', 'networking_sessions'],
      read: ({ userId }) => community.networking(userId),
    },
    {
      file: 'referrals.json',
      holds: 'Who referred you, and the members who signed up with your referral code.',
      tables: ['referrals'],
      read: ({ userId }) => billing.referrals(userId),
    },
    {
      file: 'billing.json',
      holds:
        'Your plans and payments as the payment provider reported them (never card details, which Cofound never holds), and the free months you earned.',
      tables: [
        'billing_customers',
        'checkout_sessions',
        'subscriptions',
        'premium_transactions',
        'premium_grants',
      ],
      read: ({ userId }) => billing.billing(userId),
    },
    {
      file: 'pitch.json',
      holds: `Your video pitch: its state, length and dates; the video itself is ${PITCH_VIDEO_PATH}.`,
      tables: ['video_pitches'],
      read: async ({ userId }) => {
        const pitch = await founder.pitch(userId);
        if (!pitch) return null;
        const { videoKey: _key, ...record } = pitch;
        // A failed check removes the video.
        return { ...record, video: record.status === 'failed' ? null : PITCH_VIDEO_PATH };
      },
    },
    {
      file: 'personality-test.json',
      holds: 'Your founder personality test: the archetype and the scores.',
      tables: ['founder_archetypes'],
      read: ({ userId }) => founder.personalityTest(userId),
    },
  ];
}
