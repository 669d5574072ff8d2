import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** The four callers every route is tried as. */
export const callers = ['anonymous', 'member', 'admin', 'owner'] as const;
export type Caller = (typeof callers)[number];

/** A signed-up member as the matrix uses them. */
export type MatrixMember = { cookie: string; userId: string; profileId: string; email: string };

/**
 * The people of the matrix. `owner` owns whatever the route acts on (their profile, their
 * connection, the call they were invited to); `peer` is the owner's accepted connection; `member`
 * is another member with no part in it; `admin` is an admin with no part in it either. The owner
 * is on the Pro plan; the others are on the free plan.
 */
export type MatrixWorld = {
  app: FastifyInstance;
  database: DatabaseHandle;
  owner: MatrixMember;
  peer: MatrixMember;
  member: MatrixMember;
  admin: MatrixMember;
  /** A new member, for routes that would change the relations above. */
  newMember: (label: string) => Promise<MatrixMember>;
  /** The cookie of a second session of `who`, for routes that end the session they are sent with. */
  secondSession: (who: MatrixMember) => Promise<string>;
  /** Signs every member of the world in again (after a route that ended all their sessions). */
  renewSessions: () => Promise<void>;
};

/** The password every matrix member signed up with. */
export const MATRIX_PASSWORD = 'correct-horse-42';

export type MatrixRequest = {
  url: string;
  payload?: unknown;
  /** Extra headers (e.g. a multipart content type); Origin and the caller's cookie are added. */
  headers?: Record<string, string>;
};

/** What the access matrix expects of one route, as `'METHOD /url'` of the route table. */
export type RouteExpectation<Made = Record<string, string>> = {
  /** Records the route acts on, made once before its callers run (a pending request, a call). */
  prepare?: (world: MatrixWorld) => Promise<Made>;
  /** The request each caller sends; the owner's goes last, after every refused one. */
  request: (world: MatrixWorld, made: Made, caller: Caller) => MatrixRequest;
  /** The status each caller must get. */
  statuses: Record<Caller, number>;
  /**
   * What the owner's cookie gets from another site; 403 unless said otherwise. A route that
   * proves its caller by a signature (a payment webhook) is exempt from the same-origin rule.
   */
  crossSiteStatus?: number;
  /** The route ends every session of its caller (a password change): sign them in again after. */
  endsEverySession?: true;
};

/** Keeps the type of `prepare`'s records for `request`, in a table of many routes. */
export function route<Made>(expectation: RouteExpectation<Made>): RouteExpectation<unknown> {
  return expectation as RouteExpectation<unknown>;
}

/** The same status for everyone who is signed in, 401 for visitors. */
export function membersOnly(status: number): Record<Caller, number> {
  return { anonymous: 401, member: status, admin: status, owner: status };
}

/** A Pro and Business feature: the owner (on Pro) and admins get `status`, a free member 403. */
export function premiumOnly(status: number): Record<Caller, number> {
  return { anonymous: 401, member: 403, admin: status, owner: status };
}

/** Admins only: other members (the owner included) get 403. */
export function adminOnly(status: number): Record<Caller, number> {
  return { anonymous: 401, member: 403, admin: status, owner: 403 };
}

/** The owner (an author, a moderator) and admins get `status`; another member 403. */
export function ownerOrAdmin(status: number): Record<Caller, number> {
  return { anonymous: 401, member: 403, admin: status, owner: status };
}

/** The same status for every caller. */
export function everyone(status: number): Record<Caller, number> {
  return { anonymous: status, member: status, admin: status, owner: status };
}

/** Only the owner gets `ownerStatus`; other members and admins get `othersStatus`. */
export function ownerOnly(ownerStatus: number, othersStatus: number): Record<Caller, number> {
  return { anonymous: 401, member: othersStatus, admin: othersStatus, owner: ownerStatus };
}

/** Second sessions of the signed-in callers (the visitor has none). */
export async function secondSessions(world: MatrixWorld): Promise<Partial<Record<Caller, string>>> {
  return {
    member: await world.secondSession(world.member),
    admin: await world.secondSession(world.admin),
    owner: await world.secondSession(world.owner),
  };
}

/** The caller's member record (null for a visitor). */
export function memberFor(world: MatrixWorld, caller: Caller): MatrixMember | null {
  return caller === 'anonymous' ? null : world[caller];
}
