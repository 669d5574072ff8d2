import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin-check';

describe('isAllowedOrigin', () => {
  it('accepts the app origin, however the URL is written', () => {
    expect(isAllowedOrigin('https://cofound.example', 'https://cofound.example')).toBe(true);
    expect(isAllowedOrigin('https://cofound.example', 'https://cofound.example/app/')).toBe(true);
    expect(isAllowedOrigin('https://COFOUND.example:443', 'https://cofound.example')).toBe(true);
  });

  it('accepts the 127.0.0.1 twin of a localhost app', () => {
    expect(isAllowedOrigin('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', 'http://localhost:3000')).toBe(true);
  });

  it('refuses other origins, ports, schemes and missing or garbled values', () => {
    const app = 'http://localhost:3000';
    expect(isAllowedOrigin('http://evil.example', app)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3001', app)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:3001', app)).toBe(false);
    expect(isAllowedOrigin('https://localhost:3000', app)).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.example:3000', app)).toBe(false);
    expect(isAllowedOrigin(undefined, app)).toBe(false);
    expect(isAllowedOrigin('null', app)).toBe(false);
    expect(isAllowedOrigin('', app)).toBe(false);
    expect(isAllowedOrigin('http://cofound.example', 'https://cofound.example')).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:443', 'https://cofound.example')).toBe(false);
  });
});
