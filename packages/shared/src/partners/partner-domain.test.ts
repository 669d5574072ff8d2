import { describe, expect, it } from 'vitest';
import { normalisePartnerDomain } from './partner-domain';

describe('normalisePartnerDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM ', 'example.com'],
    ['https://www.example.com/about?x=1#top', 'example.com'],
    ['http://user:secret@Labs.Example.co.uk:8080/', 'labs.example.co.uk'],
    ['www.launchpad-labs.io', 'launchpad-labs.io'],
    ['example.com.', 'example.com'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['uni.xn--p1ai', 'uni.xn--p1ai'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normalisePartnerDomain(raw)).toBe(stored);
  });

  it.each(['', 'localhost', 'https://', 'exa mple.com', '-bad.com', 'bad-.com', 'a..com', 'x.123'])(
    'refuses %j',
    (raw) => {
      expect(normalisePartnerDomain(raw)).toBeNull();
    },
  );
});
