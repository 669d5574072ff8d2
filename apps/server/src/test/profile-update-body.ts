// Test-only: a profile editor submission that passes every rule.

/** A complete, valid editor submission. */
export function profileUpdateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    title: 'Compiler pioneer',
    skills: ['Full-Stack Development', 'DevOps', 'Cloud Architecture'],
    experience: 12,
    industry: 'Technology',
    lookingFor: ['Business Development', 'Sales Leader'],
    startupInterests: ['SaaS', 'Developer Tools'],
    personalityTraits: ['Analytical', 'Leadership', 'Problem Solver'],
    workStyle: ['Remote', 'Structured'],
    bio: 'I build tools that make programmers faster and I am looking for a business partner.',
    city: 'Arlington',
    country: 'USA',
    timeZone: 'America/New_York',
    commitment: 'full_time_now',
    equityExpectation: 'equal_split',
    ...overrides,
  };
}
