import { describe, expect, it } from 'vitest';
import { placeOf } from './founder-places';
import { cities } from './founder-vocabulary';

describe('placeOf', () => {
  it('knows the country and a real IANA time zone of every seed city', () => {
    for (const city of cities) {
      const place = placeOf(city);
      expect(place.city).toBe(city);
      expect(place.country.length).toBeGreaterThan(2);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow();
    }
  });

  it('refuses a city it does not know', () => {
    expect(() => placeOf('Atlantis')).toThrow(/Atlantis/);
  });
});
