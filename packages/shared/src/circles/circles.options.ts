// Option lists of circles, as docs/product.md#circles gives them.

/** Stored values, in the order the filter and the form show them. */
export const circleIndustries = [
  'ai_ml',
  'blockchain',
  'fintech',
  'healthtech',
  'edtech',
  'ecommerce',
  'saas',
  'cleantech',
] as const;
export type CircleIndustry = (typeof circleIndustries)[number];
export const circleIndustryLabels: Record<CircleIndustry, string> = {
  ai_ml: 'AI/ML',
  blockchain: 'Blockchain',
  fintech: 'FinTech',
  healthtech: 'HealthTech',
  edtech: 'EdTech',
  ecommerce: 'E-commerce',
  saas: 'SaaS',
  cleantech: 'CleanTech',
};

/**
 * A circle an admin created or approved is active; a member's proposal waits as proposed until
 * an admin approves it (active) or declines it.
 */
export const circleStatuses = ['active', 'proposed', 'declined'] as const;
export type CircleStatus = (typeof circleStatuses)[number];

/**
 * How the viewer stands with a circle: not in it, asked to join a private one (pending), a
 * member, or one of its moderators (its creator). Visitors are always 'none'.
 */
export const circleMemberships = ['none', 'pending', 'member', 'moderator'] as const;
export type CircleMembership = (typeof circleMemberships)[number];

/** A member's role inside a circle they belong to. */
export const circleRoles = ['member', 'moderator'] as const;
export type CircleRole = (typeof circleRoles)[number];

/** An admin's answer to a proposed circle. */
export const circleReviewDecisions = ['approve', 'decline'] as const;
export type CircleReviewDecision = (typeof circleReviewDecisions)[number];
