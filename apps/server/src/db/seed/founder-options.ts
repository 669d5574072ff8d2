// Weights and vocabulary for the synthetic founders: which roles, industries and skills are
// common, which skills go with which role, and who each role tends to look for.
import {
  industries,
  lookingForRoles,
  roles,
  skills,
  type Industry,
  type Role,
} from '@cofound/shared/profiles/profiles.options';
import type { Weighted } from './seed-random';

type Skill = (typeof skills)[number];
type LookingFor = (typeof lookingForRoles)[number];

const roleWeight: Record<Role, number> = {
  'CEO/Founder': 8,
  'CTO/Technical Lead': 7,
  'CPO/Product Lead': 4,
  'CMO/Marketing Lead': 3,
  'COO/Operations Lead': 3,
  'CFO/Finance Lead': 2,
};
export const roleWeights: Weighted<Role>[] = roles.map((value) => ({
  value,
  weight: roleWeight[value],
}));

const industryWeight: Record<Industry, number> = {
  Technology: 6,
  'AI/ML': 6,
  Finance: 4,
  Healthcare: 4,
  'E-commerce': 4,
  Education: 3,
  CleanTech: 3,
  Blockchain: 2,
};
export const industryWeights: Weighted<Industry>[] = industries.map((value) => ({
  value,
  weight: industryWeight[value],
}));

/** Base popularity: some skills are far more common than others. */
const skillPopularity: Record<Skill, number> = {
  'Full-Stack Development': 10,
  'Product Management': 9,
  'Business Development': 8,
  Marketing: 7,
  Sales: 6,
  'UI/UX Design': 6,
  'Machine Learning': 6,
  'Data Science': 5,
  'Cloud Architecture': 4,
  'Mobile Development': 4,
  DevOps: 3,
  Blockchain: 2,
};

const roleSkills: Record<Role, Skill[]> = {
  'CEO/Founder': ['Business Development', 'Sales', 'Product Management', 'Marketing'],
  'CTO/Technical Lead': [
    'Full-Stack Development',
    'Cloud Architecture',
    'DevOps',
    'Machine Learning',
    'Mobile Development',
    'Data Science',
  ],
  'CMO/Marketing Lead': ['Marketing', 'Sales', 'Business Development', 'UI/UX Design'],
  'CPO/Product Lead': ['Product Management', 'UI/UX Design', 'Data Science'],
  'COO/Operations Lead': ['Business Development', 'Product Management', 'Sales'],
  'CFO/Finance Lead': ['Business Development', 'Data Science', 'Sales'],
};

const industrySkills: Partial<Record<Industry, Skill[]>> = {
  'AI/ML': ['Machine Learning', 'Data Science'],
  Blockchain: ['Blockchain'],
  Technology: ['Cloud Architecture', 'DevOps'],
  'E-commerce': ['Marketing', 'Mobile Development'],
};

/** Skill weights for one founder: popularity, boosted by role and industry. */
export function skillWeights(role: Role, industry: Industry): Weighted<Skill>[] {
  return skills.map((value) => {
    const roleBoost = roleSkills[role].includes(value) ? 8 : 1;
    const industryBoost = industrySkills[industry]?.includes(value) ? 3 : 1;
    return { value, weight: skillPopularity[value] * roleBoost * industryBoost };
  });
}

const complements: Record<Role, LookingFor[]> = {
  'CEO/Founder': ['Technical Cofounder', 'Full-Stack Developer', 'Product Manager'],
  'CTO/Technical Lead': [
    'Business Development',
    'Sales Leader',
    'Marketing Expert',
    'Growth Hacker',
  ],
  'CMO/Marketing Lead': ['Technical Cofounder', 'Full-Stack Developer', 'Data Scientist'],
  'CPO/Product Lead': [
    'Technical Cofounder',
    'Full-Stack Developer',
    'Mobile Developer',
    'Sales Leader',
  ],
  'COO/Operations Lead': ['Technical Cofounder', 'Product Manager', 'Growth Hacker'],
  'CFO/Finance Lead': ['Technical Cofounder', 'Business Development', 'Sales Leader'],
};

/** Who a founder looks for: mostly the roles that complement their own. */
export function lookingForWeights(role: Role, industry: Industry): Weighted<LookingFor>[] {
  return lookingForRoles.map((value) => {
    const complement = complements[role].includes(value) ? 6 : 1;
    const dataBoost = industry === 'AI/ML' && value === 'Data Scientist' ? 3 : 1;
    return { value, weight: complement * dataBoost };
  });
}

/** Startup interests: the industries plus a few themes that cut across them. */
export const interestThemes = [
  'Developer Tools',
  'Climate',
  'Fintech infrastructure',
  'Future of Work',
  'Creator Economy',
  'Digital Health',
  'Marketplaces',
  'Cybersecurity',
  'Open Source',
  'Supply Chain',
  'Consumer Social',
  'Robotics',
] as const;

const relatedThemes: Record<Industry, string[]> = {
  Technology: ['Developer Tools', 'Open Source', 'Cybersecurity', 'Future of Work'],
  Finance: ['Fintech infrastructure', 'Marketplaces'],
  Healthcare: ['Digital Health'],
  Education: ['Future of Work', 'Creator Economy'],
  'E-commerce': ['Marketplaces', 'Supply Chain', 'Creator Economy'],
  'AI/ML': ['Developer Tools', 'Robotics', 'Future of Work'],
  Blockchain: ['Fintech infrastructure', 'Open Source'],
  CleanTech: ['Climate', 'Supply Chain'],
};

export function interestWeights(industry: Industry): Weighted<string>[] {
  const all: string[] = [...industries, ...interestThemes];
  return all.map((value) => {
    if (value === industry) return { value, weight: 10 };
    return { value, weight: relatedThemes[industry].includes(value) ? 4 : 1 };
  });
}
