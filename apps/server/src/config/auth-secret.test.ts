import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, AuthSecretError, authSecretFor } from './auth-secret';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-secret-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A thread that calls authSecretFor for each data dir it is sent, held at a shared gate until
 * every thread has its dir, so that all of them race for the same file at the same moment.
 */
const racerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const gate = new Int32Array(workerData.gate);
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.module, workerData.parentUrl)).then(({ authSecretFor }) => {
  parentPort.on('message', ({ dataDir, round }) => {
    Atomics.add(gate, 1, 1);
    Atomics.wait(gate, 0, round - 1);
    try {
      parentPort.postMessage({ secret: authSecretFor({ dataDir }) });
    } catch (error) {
      parentPort.postMessage({ error: String(error) });
    }
  });
  parentPort.postMessage({ loaded: true });
});
`;

type RacerAnswer = { loaded?: true; secret?: string; error?: string };

function nextAnswer(worker: Worker): Promise<RacerAnswer> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    worker.once('error', fail);
    worker.once('message', (answer: RacerAnswer) => {
      worker.off('error', fail);
      resolve(answer);
    });
  });
}

/** For each round, the secrets (or errors) threads starting together on one fresh dir got. */
async function raceForSecrets(threads: number, rounds: number): Promise<RacerAnswer[][]> {
  // gate[0]: the round released so far; gate[1]: threads waiting at the gate.
  const gate = new Int32Array(new SharedArrayBuffer(8));
  const workerData = {
    gate: gate.buffer,
    module: new URL('./auth-secret.ts', import.meta.url).href,
    parentUrl: import.meta.url,
  };
  const workers = Array.from(
    { length: threads },
    () => new Worker(racerSource, { eval: true, workerData }),
  );
  try {
    await Promise.all(workers.map(nextAnswer));
    const outcomes: RacerAnswer[][] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const dataDir = tempDir();
      Atomics.store(gate, 1, 0);
      const answers = Promise.all(workers.map(nextAnswer));
      for (const worker of workers) worker.postMessage({ dataDir, round });
      while (Atomics.load(gate, 1) < threads) await new Promise((done) => setImmediate(done));
      Atomics.store(gate, 0, round);
      Atomics.notify(gate, 0);
      outcomes.push(await answers);
    }
    return outcomes;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

describe('authSecretFor', () => {
  it('uses AUTH_SECRET when it is set, and writes nothing', () => {
    const dataDir = tempDir();
    expect(authSecretFor({ AUTH_SECRET: 's'.repeat(40), dataDir })).toBe('s'.repeat(40));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('makes a random secret once, keeps it readable by its owner only, and reuses it', () => {
    const dataDir = path.join(tempDir(), 'not-yet-there');
    const first = authSecretFor({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(authSecretFor({ dataDir })).toBe(first);
    const mode = fs.statSync(path.join(dataDir, AUTH_SECRET_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(authSecretFor({ dataDir: tempDir() })).not.toBe(first);
  });

  it('gives processes starting together one secret, never a half-written file', async () => {
    const outcomes = await raceForSecrets(4, 300);
    const disagreements = outcomes.filter(
      (answers) =>
        answers.some((answer) => !answer.secret) ||
        new Set(answers.map((a) => a.secret)).size !== 1,
    );
    expect(disagreements).toEqual([]);
    expect(fs.readdirSync(made.at(-1)!)).toEqual([AUTH_SECRET_FILE]);
  }, 30_000);

  it('tightens a secret file others could read', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    fs.writeFileSync(file, 'k'.repeat(64), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(authSecretFor({ dataDir })).toBe('k'.repeat(64));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that holds no usable secret rather than signing with it', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'short', { mode: 0o600 });
    expect(() => authSecretFor({ dataDir })).toThrow(AuthSecretError);
  });

  it('never falls back to a value from the source code', () => {
    const serverSource = fileURLToPath(new URL('..', import.meta.url));
    const sourceFiles = fs
      .readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sourceFiles.length).toBeGreaterThan(50);
    const withFallback = sourceFiles.filter((file) =>
      /do-not-use-in-production|development-secret/.test(
        fs.readFileSync(path.join(serverSource, file), 'utf8'),
      ),
    );
    expect(withFallback).toEqual([]);
  });
});
