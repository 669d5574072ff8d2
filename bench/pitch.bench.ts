// `npm run bench -- pitch`: p50/p95 through the real app of what the pitch, personality test and
// success prediction add, at BENCH_SIZES members (default 10000,100000), on PGlite and on
// PostgreSQL (see bench/discovery.bench.ts for the settings):
// - pitch.recommendations: three members of the viewer's field by the match score;
// - pitch.upload and pitch.ready: a real recording uploaded, and until its check made it ready;
// - personality_test.submit: the answers scored and the archetype stored;
// - success_prediction.first and .stored: a pair computed and stored, then read again;
// - networking.pair and networking.message: a join that pairs the joiner with the member
//   waiting (lobby lock, scoring, the round and the partner's card), then a message in the round.
import { readFileSync } from 'node:fs';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { summarize, timed } from './lib/stats';
import { buildHttpApp, signInViewers } from './matching/http-app';
import { loadViewers } from './matching/viewers';

const { runs } = settings;
const clip = readFileSync(
  new URL('../apps/server/src/db/seed/demo-pitches/pitch-1.webm', import.meta.url),
);
const answers = { vision: 'niche', execution: 'build', leadership: 'debate', resilience: 'learn' };
const origin = { origin: 'http://localhost:3000' };

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const http = await buildHttpApp(handle);
  await http.app.ready();
  const viewers = await loadViewers(handle, profiles);
  const cookies = await signInViewers(handle, http.app, viewers);
  const cookieOf = (i: number) => cookies.get(viewers[i % viewers.length]!.userId)!;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, i: number, body?: object) => {
    const answer = await http.app.inject({
      method,
      url,
      headers: { cookie: cookieOf(i), ...origin },
      ...(body && { payload: body }),
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode}`);
    return answer.json() as unknown;
  };
  const print = (name: string, times: number[]) =>
    console.log(
      JSON.stringify({ bench: name, profiles, db, runs: times.length, ...summarize(times) }),
    );

  try {
    // The match index loads on the first ranking: warm it.
    await call('GET', '/api/pitch/recommendations', 0);
    const recommendations: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      recommendations.push((await timed(() => call('GET', '/api/pitch/recommendations', i))).ms);
    }
    print('pitch.recommendations', recommendations);

    const uploads: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const answer = await http.app.inject({
        method: 'POST',
        url: '/api/pitch',
        headers: { cookie: cookieOf(i), 'content-type': 'video/webm', ...origin },
        payload: clip,
      });
      if (answer.statusCode !== 201) throw new Error(`upload answered ${answer.statusCode}`);
      uploads.push(performance.now() - started);
      for (;;) {
        const { pitch } = (await call('GET', '/api/pitch', i)) as { pitch: { status: string } };
        if (pitch.status === 'ready') break;
        if (pitch.status === 'failed') throw new Error('the demo clip failed its check');
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      ready.push(performance.now() - started);
    }
    print('pitch.upload', uploads);
    print('pitch.ready', ready);

    const submits: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      submits.push(
        (await timed(() => call('PUT', '/api/personality-test/result', i, { answers }))).ms,
      );
    }
    print('personality_test.submit', submits);

    // Each viewer with the next one: a pair nobody has asked about yet, then the same pair again.
    const first: number[] = [];
    const stored: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const other = viewers[(i + 1) % viewers.length]!.profileId;
      const url = `/api/success-prediction/${other}`;
      first.push((await timed(() => call('GET', url, i))).ms);
      stored.push((await timed(() => call('GET', url, i))).ms);
    }
    print('success_prediction.first', first);
    print('success_prediction.stored', stored);

    // Viewers two by two: the first waits, the second's join pairs them.
    const pairs: number[] = [];
    const messages: number[] = [];
    for (let i = 0; i + 1 < Math.min(2 * runs, viewers.length); i += 2) {
      await call('POST', '/api/networking/lobby', i);
      const joined = await timed(() => call('POST', '/api/networking/lobby', i + 1));
      if ((joined.result as { state: string }).state !== 'in_round') throw new Error('not paired');
      pairs.push(joined.ms);
      const body = { body: 'Hi, what are you building?' };
      messages.push(
        (await timed(() => call('POST', '/api/networking/round/messages', i, body))).ms,
      );
      for (const at of [i, i + 1]) {
        await http.app.inject({
          method: 'DELETE',
          url: '/api/networking/lobby',
          headers: { cookie: cookieOf(at), ...origin },
        });
      }
    }
    print('networking.pair', pairs);
    print('networking.message', messages);
  } finally {
    await http.close();
  }
}

await runBench({ seed: seedFounders, measure });
