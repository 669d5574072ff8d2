// Option lists of the ideas board, as docs/product.md#ideas gives them.

/** Stored values, in the order the filters and the form show them. */
export const ideaIndustries = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'ecommerce',
  'ai',
  'blockchain',
  'cleantech',
] as const;
export type IdeaIndustry = (typeof ideaIndustries)[number];
export const ideaIndustryLabels: Record<IdeaIndustry, string> = {
  technology: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  ecommerce: 'E-commerce',
  ai: 'AI',
  blockchain: 'Blockchain',
  cleantech: 'CleanTech',
};

/** A new idea starts at concept. */
export const ideaStages = ['concept', 'validation', 'prototype', 'mvp'] as const;
export type IdeaStage = (typeof ideaStages)[number];
export const ideaStageLabels: Record<IdeaStage, string> = {
  concept: 'Concept',
  validation: 'Validation',
  prototype: 'Prototype',
  mvp: 'MVP',
};

/** The skills filter's eight choices; an idea may ask for any skill, typed comma-separated. */
export const ideaFilterSkills = [
  'Full-Stack Development',
  'Product Management',
  'UI/UX Design',
  'Marketing',
  'Sales',
  'Data Science',
  'Machine Learning',
  'Business Development',
] as const;

/** Newest (created), Most Liked (likes), Most Discussed (comments); ties newest first. */
export const ideaSorts = ['newest', 'most_liked', 'most_discussed'] as const;
export type IdeaSort = (typeof ideaSorts)[number];
export const ideaSortLabels: Record<IdeaSort, string> = {
  newest: 'Newest',
  most_liked: 'Most Liked',
  most_discussed: 'Most Discussed',
};
