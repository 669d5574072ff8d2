// Option lists, word for word from the spec (spec 1 section 3, spec 2 section 9).

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
