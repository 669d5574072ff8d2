import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorLogSerializers } from '../../http/loggable-error';
import { authLogger } from './auth-logger';

function recordingLogger() {
  const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (object: Record<string, unknown>, message: string) =>
    lines.push({ level, object, message });
  const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('authLogger', () => {
  it('passes errors on to be scrubbed and leaves other details out', () => {
    const { lines, log } = recordingLogger();
    const logger = authLogger(log);
    const failed = new DrizzleQueryError('select $1', ['ada@example.com'], new Error('boom'));
    logger.log('error', 'Failed to get session', failed);
    logger.log('warn', 'Invalid password', 'ada@example.com', 'token-abc');
    expect(lines.map(({ level, message }) => [level, message])).toEqual([
      ['error', 'Failed to get session'],
      ['warn', 'Invalid password'],
    ]);
    const serialized = JSON.stringify([
      errorLogSerializers.err(lines[0]!.object.err),
      lines[1]!.object,
    ]);
    expect(serialized).not.toContain('ada@example.com');
    expect(serialized).not.toContain('token-abc');
  });
});
