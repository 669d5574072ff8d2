// Where each city of the founder vocabulary is: its country and IANA time zone, so a founder's
// location, time zone and the "Based in ..." line of their bio always agree.
import type { cities } from './founder-vocabulary';

export type Place = { city: string; country: string; timeZone: string };

const places: Record<(typeof cities)[number], Omit<Place, 'city'>> = {
  Berlin: { country: 'Germany', timeZone: 'Europe/Berlin' },
  London: { country: 'United Kingdom', timeZone: 'Europe/London' },
  Austin: { country: 'United States', timeZone: 'America/Chicago' },
  Toronto: { country: 'Canada', timeZone: 'America/Toronto' },
  Lisbon: { country: 'Portugal', timeZone: 'Europe/Lisbon' },
  Bangalore: { country: 'India', timeZone: 'Asia/Kolkata' },
  Singapore: { country: 'Singapore', timeZone: 'Asia/Singapore' },
  'New York': { country: 'United States', timeZone: 'America/New_York' },
  'San Francisco': { country: 'United States', timeZone: 'America/Los_Angeles' },
  Amsterdam: { country: 'Netherlands', timeZone: 'Europe/Amsterdam' },
  Stockholm: { country: 'Sweden', timeZone: 'Europe/Stockholm' },
  Nairobi: { country: 'Kenya', timeZone: 'Africa/Nairobi' },
  'São Paulo': { country: 'Brazil', timeZone: 'America/Sao_Paulo' },
  Sydney: { country: 'Australia', timeZone: 'Australia/Sydney' },
  Paris: { country: 'France', timeZone: 'Europe/Paris' },
  Boston: { country: 'United States', timeZone: 'America/New_York' },
  Seattle: { country: 'United States', timeZone: 'America/Los_Angeles' },
  Barcelona: { country: 'Spain', timeZone: 'Europe/Madrid' },
  Warsaw: { country: 'Poland', timeZone: 'Europe/Warsaw' },
  Lagos: { country: 'Nigeria', timeZone: 'Africa/Lagos' },
};

export function placeOf(city: string): Place {
  const place = places[city as keyof typeof places];
  if (!place) throw new Error(`No country and time zone for the seed city '${city}'`);
  return { city, ...place };
}
