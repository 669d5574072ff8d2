// Commitment and equity expectation of the synthetic founders (docs/product.md#options).
import type { Faker } from '@faker-js/faker';
import {
  commitments,
  equityExpectations,
  type Commitment,
  type EquityExpectation,
} from '@cofound/shared/profiles/profiles.options';
import type { SeedMember } from './seed-rows';

/** Share of founders who leave their equity expectation open (the field is optional). */
const NO_EQUITY_STATED = 0.1;

/**
 * Founder i (for i below a list's length) carries that list's i-th option, so every value
 * appears; the rest are drawn with weights. Runs after the rest of the plan, from the same
 * generator, so the community drawn before it stays the same.
 */
export function assignCommitments(faker: Faker, founders: SeedMember[]): void {
  founders.forEach((founder, i) => {
    const commitment: Commitment =
      commitments[i] ??
      faker.helpers.weightedArrayElement([
        { value: 'full_time_now' as const, weight: 5 },
        { value: 'full_time_within_months' as const, weight: 3 },
        { value: 'part_time' as const, weight: 2 },
      ]);
    const equity: EquityExpectation | null =
      equityExpectations[i] ??
      (faker.datatype.boolean({ probability: NO_EQUITY_STATED })
        ? null
        : faker.helpers.weightedArrayElement([
            { value: 'equal_split' as const, weight: 4 },
            { value: 'majority' as const, weight: 2 },
            { value: 'significant_minority' as const, weight: 3 },
            { value: 'minority' as const, weight: 1 },
            { value: 'open' as const, weight: 3 },
          ]));
    founder.profile.commitment = commitment;
    founder.profile.equityExpectation = equity;
  });
}
