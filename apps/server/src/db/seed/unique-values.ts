// Email addresses and referral codes that are unique across the whole community.
import type { Faker } from '@faker-js/faker';

/** Reserved example domains (RFC 2606): no synthetic founder gets a real address. */
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

export function uniqueEmail(
  faker: Faker,
  firstName: string,
  lastName: string,
  taken: Set<string>,
): string {
  const local = `${slug(firstName)}.${slug(lastName)}`;
  const domain = faker.helpers.arrayElement(EMAIL_DOMAINS);
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function uniqueReferralCode(faker: Faker, taken: Set<string>): string {
  let code = faker.string.alphanumeric({ length: 8, casing: 'upper' });
  while (taken.has(code)) code = faker.string.alphanumeric({ length: 8, casing: 'upper' });
  taken.add(code);
  return code;
}
