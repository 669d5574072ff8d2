// Option lists, word for word as docs/product.md#options lists them.

export const roles = [
  'CEO/Founder',
  'CTO/Technical Lead',
  'CMO/Marketing Lead',
  'CPO/Product Lead',
  'COO/Operations Lead',
  'CFO/Finance Lead',
] as const;

export const industries = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'E-commerce',
  'AI/ML',
  'Blockchain',
  'CleanTech',
] as const;

/** Discovery's industry filter offers these on top of the signup industries. */
export const discoveryIndustries = [
  ...industries,
  'SaaS',
  'Marketing',
  'Design',
  'Consulting',
] as const;

export const workStyles = [
  'Remote',
  'Hybrid',
  'On-site',
  'Fast-paced',
  'Structured',
  'Flexible',
  'Data-driven',
  'Creative',
] as const;

export const personalityTraits = [
  'Analytical',
  'Creative',
  'Strategic',
  'Detail-oriented',
  'Leadership',
  'Team Player',
  'Risk-taker',
  'Problem Solver',
] as const;

export const skills = [
  'Full-Stack Development',
  'Product Management',
  'UI/UX Design',
  'Marketing',
  'Sales',
  'Data Science',
  'Machine Learning',
  'Blockchain',
  'Cloud Architecture',
  'Mobile Development',
  'DevOps',
  'Business Development',
] as const;

export const lookingForRoles = [
  'Technical Cofounder',
  'Business Development',
  'Product Manager',
  'Marketing Expert',
  'UI/UX Designer',
  'Full-Stack Developer',
  'Mobile Developer',
  'Data Scientist',
  'Growth Hacker',
  'Sales Leader',
] as const;

export const experienceBuckets = ['any', '0-2', '3-5', '6-10', '10+'] as const;

export type Role = (typeof roles)[number];
export type Industry = (typeof industries)[number];

/**
 * Industries a profile can pick in the editor: every discovery filter option (so each filter
 * can match someone) plus 'Other'.
 */
export const profileIndustries = [...discoveryIndustries, 'Other'] as const;
export type ProfileIndustry = (typeof profileIndustries)[number];

/** How soon a founder can commit (our own addition). Values are stored as is. */
export const commitments = ['full_time_now', 'full_time_within_months', 'part_time'] as const;
export type Commitment = (typeof commitments)[number];
export const commitmentLabels: Record<Commitment, string> = {
  full_time_now: 'Full-time now',
  full_time_within_months: 'Full-time within months',
  part_time: 'Part-time',
};

/** The equity split a founder expects (our own addition). */
export const equityExpectations = [
  'equal_split',
  'majority',
  'significant_minority',
  'minority',
  'open',
] as const;
export type EquityExpectation = (typeof equityExpectations)[number];
export const equityExpectationLabels: Record<EquityExpectation, string> = {
  equal_split: 'Equal split',
  majority: 'Majority stake (over 50%)',
  significant_minority: 'Significant minority (20-50%)',
  minority: 'Minority stake (under 20%)',
  open: 'Open to discussion',
};

/**
 * Who may see a profile. 'public': anyone, signed-out visitors included. 'members': signed-in
 * members only; signed-out visitors are asked to sign in.
 */
export const profileVisibilities = ['public', 'members'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];
export const profileVisibilityLabels: Record<ProfileVisibility, string> = {
  public: 'Everyone, including visitors who are not signed in',
  members: 'Signed-in members only',
};
