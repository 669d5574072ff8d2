// Members an admin brings in (a partner's list): an account with no password yet, a profile,
// and a password-reset link of better-auth's own kind, which sets their first password.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { AUTH_BASE_PATH } from './auth-endpoints';
import { invitedMembersQueries, type MemberByEmail } from './invited-members.repository';
import { generateReferralCode } from './referral-code';

export type { MemberByEmail };

/** How long an invitation's link works; after that, 'Forgot password' mails a fresh one. */
export const INVITATION_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the link lands in the web app, as the reset mail's link does. */
const SET_PASSWORD_PAGE = '/reset-password';
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Draws of referral codes for profiles whose first code was taken (almost never needed). */
const REFERRAL_CODE_ATTEMPTS = 5;

export type InvitedMember = { userId: string; email: string; name: string; token: string };

/** 32 letters and digits, drawn without bias: more than better-auth's own reset tokens carry. */
function invitationToken(): string {
  let token = '';
  while (token.length < 32) {
    // 248 = 4 x 62: bytes above it would favour the first letters.
    for (const byte of randomBytes(40)) if (byte < 248) token += TOKEN_ALPHABET[byte % 62];
  }
  return token.slice(0, 32);
}

/** The members with these (lower-cased) addresses, with their role and status. */
export function findMembersByEmail(tx: DbOrTx, emails: readonly string[]) {
  return invitedMembersQueries(tx).findByEmails(emails);
}

/**
 * Inside the caller's transaction: an account and a profile for each new member, without a
 * password (nobody can sign in as them yet), and a reset token that lets them choose one. The
 * addresses must be free: a taken one fails the whole unit of work.
 */
export async function createInvitedMembers(
  tx: DbOrTx,
  members: readonly { email: string; name: string }[],
  now = new Date(),
): Promise<InvitedMember[]> {
  const queries = invitedMembersQueries(tx);
  const invited = members.map((member) => ({
    userId: randomUUID(),
    email: member.email,
    name: member.name,
    token: invitationToken(),
  }));
  await queries.insertUsers(
    invited.map(({ userId, email, name }) => ({ id: userId, email, name })),
  );
  let pending = invited;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === REFERRAL_CODE_ATTEMPTS) throw new Error('No free referral code found');
    const missing = new Set(
      await queries.insertProfiles(
        pending.map(({ userId, email, name }) => ({
          userId,
          email,
          name,
          referralCode: generateReferralCode(),
        })),
      ),
    );
    pending = pending.filter((member) => missing.has(member.userId));
  }
  const expiresAt = new Date(now.getTime() + INVITATION_LINK_DAYS * DAY_MS);
  await queries.insertVerifications(
    invited.map((member) => ({
      id: randomUUID(),
      // The identifier better-auth's reset-password endpoints look the token up by.
      identifier: `reset-password:${member.token}`,
      value: member.userId,
      expiresAt,
    })),
  );
  return invited;
}

/** The link of an invitation mail: better-auth's reset link, landing on the web's page. */
export function setPasswordUrl(appUrl: string, token: string): string {
  const callback = encodeURIComponent(SET_PASSWORD_PAGE);
  return `${appUrl}${AUTH_BASE_PATH}/reset-password/${token}?callbackURL=${callback}`;
}
