// Video calls for journeys: an accepted call made through the API, and its start moved in the
// server's database. The room opens only 10 minutes before the start and a call can be
// scheduled no sooner than 30 minutes ahead, so a journey that goes into a room moves its call
// there; that needs the database of the server under test, which `npm test` gives on PostgreSQL
// (E2E_DATABASE_URL, docs/decisions/0032-test-run-on-two-cores.md).
import { expect } from '@playwright/test';
// The server's own PostgreSQL driver, from the workspace.
import pg from 'pg';
import { fromApp, type Member } from './members';

/** Why a journey that needs to move a call in time cannot run, or null when it can. */
export const noCallDatabase = process.env.E2E_DATABASE_URL
  ? null
  : 'the server under test runs on the embedded database, which a journey cannot reach';

/** `from` proposes a call an hour or so ahead (UTC wall clock) and `to` accepts it. */
export async function acceptedCallThroughApi(
  from: Member,
  to: Member,
  baseURL: string | undefined,
): Promise<string> {
  const at = new Date(Math.ceil((Date.now() + 61 * 60_000) / 60_000) * 60_000).toISOString();
  const proposed = await from.context.request.post('/api/video-calls', {
    data: {
      profileId: to.profileId,
      date: at.slice(0, 10),
      time: at.slice(11, 16),
      timeZone: 'UTC',
      durationMinutes: 30,
      title: '',
    },
    headers: fromApp(baseURL),
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { id } = (await proposed.json()) as { id: string };
  const accepted = await to.context.request.post(`/api/video-calls/${id}/accept`, {
    headers: fromApp(baseURL),
  });
  expect(accepted.ok()).toBe(true);
  return id;
}

/** Moves the call to start `minutes` from now, on the database's clock. */
export async function moveCallStart(callId: string, minutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const moved = await client.query(
      `update video_call_requests set scheduled_at = now() + $2 * interval '1 minute'
       where id = $1`,
      [callId, minutes],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
