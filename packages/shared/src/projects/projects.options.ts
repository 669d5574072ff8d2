// Option lists of projects, word for word as docs/product.md#projects lists them.

export const projectIndustries = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'E-commerce',
  'Other',
] as const;
export type ProjectIndustry = (typeof projectIndustries)[number];

export const projectStages = ['idea', 'prototype', 'mvp', 'launched'] as const;
export type ProjectStage = (typeof projectStages)[number];
export const projectStageLabels: Record<ProjectStage, string> = {
  idea: 'Idea',
  prototype: 'Prototype',
  mvp: 'MVP',
  launched: 'Launched',
};

/**
 * The project industry a profile's industry belongs to (docs/product.md#projects): profiles
 * pick from a longer list, and the technology sectors count as Technology.
 */
const profileToProjectIndustry: Record<string, ProjectIndustry> = {
  Technology: 'Technology',
  'AI/ML': 'Technology',
  Blockchain: 'Technology',
  CleanTech: 'Technology',
  SaaS: 'Technology',
  Finance: 'Finance',
  Healthcare: 'Healthcare',
  Education: 'Education',
  'E-commerce': 'E-commerce',
};

export function projectIndustryOf(profileIndustry: string | null): ProjectIndustry | null {
  if (profileIndustry === null || profileIndustry === '') return null;
  return profileToProjectIndustry[profileIndustry] ?? 'Other';
}
