import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_RECONNECT_HINT } from './realtime';
import { SHUTDOWN_DEADLINE_MS } from './graceful-shutdown';
import {
  freePort,
  startServerProcess,
  waitUntilRunning,
  type ServerProcess,
} from './test/fault/server-process';
import { fillWithMigratedDatabase } from './test/migrated-data-dir';
import { signupRequest } from './test/test-app';

type Server = ServerProcess & { port: number };

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const server = startServerProcess(port, {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  await waitUntilRunning(server);
  return { ...server, port };
}

/** A request that sends its headers and the start of a body, then nothing more. */
function stalledRequest(port: number): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/accounts/signup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
  );
  return socket;
}

// Only the embedded database holds a data dir lock; the shutdown itself is the same on both.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM', () => {
  let dataDir = '';
  const servers: Server[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-shutdown-'));
    await fillWithMigratedDatabase(dataDir);
  });
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops within the deadline despite keep-alive, a stalled body and a websocket', async () => {
    const server = await startServer(dataDir);
    servers.push(server);
    const origin = `http://127.0.0.1:${server.port}`;
    const signup = await fetch(`${origin}/api/accounts/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(signupRequest({ email: 'shutdown@example.com' })),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // A kept-alive connection left idle, as browsers and load balancers do.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http
        .get(`${origin}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject),
    );
    const stalled = stalledRequest(server.port);
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, {
      headers: { origin, cookie },
    });
    await new Promise((resolve) => socket.once('message', resolve));
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    const startedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const tookMs = Date.now() - startedAt;
    expect(tookMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(await socketClosed).toEqual({ code: 1001, reason: REALTIME_RECONNECT_HINT });
    expect(fs.existsSync(path.join(dataDir, 'cofound.lock'))).toBe(false);
    stalled.destroy();
    agent.destroy();

    // The data dir is free at once: a restart is not refused.
    const again = await startServer(dataDir);
    servers.push(again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('exits at once on a second signal', async () => {
    const server = await startServer(dataDir);
    servers.push(server);
    const stalled = stalledRequest(server.port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const startedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(fs.existsSync(path.join(dataDir, 'cofound.lock'))).toBe(false);
    stalled.destroy();
  }, 180_000);

  it('closes the keep-alive connection of a request that was in flight when SIGTERM came', async () => {
    const server = await startServer(dataDir);
    servers.push(server);
    const socket = net.connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    const body = JSON.stringify(signupRequest({ email: 'in-flight@example.com' }));
    const headers =
      `POST /api/accounts/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1:${server.port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: keep-alive\r\n\r\n';
    socket.write(headers + body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const startedAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10)); // the request completes during the shutdown
    expect(await server.exited).toBe(0);
    // Its answer said the connection ends, so the server did not wait for the 7 s cut.
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    socket.destroy();
  }, 180_000);
});
