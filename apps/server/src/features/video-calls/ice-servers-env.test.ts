import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../config/env';

describe('ICE_SERVERS', () => {
  it('defaults to no servers, also when empty', () => {
    expect(loadEnv({}).ICE_SERVERS).toEqual([]);
    expect(loadEnv({ ICE_SERVERS: '' }).ICE_SERVERS).toEqual([]);
  });

  it('reads a JSON array of STUN and TURN servers', () => {
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      { urls: ['turn:turn.example.com:3478'], username: 'cofound', credential: 'secret' },
    ];
    expect(loadEnv({ ICE_SERVERS: JSON.stringify(servers) }).ICE_SERVERS).toEqual(servers);
  });

  it('names the variable when it is not valid JSON or not a list of servers', () => {
    for (const value of ['stun:stun.example.com', '{"urls":"stun:x"}', '[{"url":"stun:x"}]']) {
      expect(() => loadEnv({ ICE_SERVERS: value })).toThrow(EnvError);
      expect(() => loadEnv({ ICE_SERVERS: value })).toThrow(/ICE_SERVERS/);
    }
  });
});
