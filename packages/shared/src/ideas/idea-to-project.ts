import type { ProjectIndustry, ProjectStage } from '../projects/projects.options';
import type { IdeaIndustry, IdeaStage } from './ideas.options';
import type { Idea } from './ideas.schemas';

/**
 * The project industry an idea's industry belongs to: the technology sectors count as
 * Technology, the rest keep their own name.
 */
export const projectIndustryOfIdea: Record<IdeaIndustry, ProjectIndustry> = {
  technology: 'Technology',
  ai: 'Technology',
  blockchain: 'Technology',
  cleantech: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  ecommerce: 'E-commerce',
};

/** An idea still being shaped or checked is a project at the idea stage. */
export const projectStageOfIdea: Record<IdeaStage, ProjectStage> = {
  concept: 'idea',
  validation: 'idea',
  prototype: 'prototype',
  mvp: 'mvp',
};

/** What a new project takes over from the idea it starts from. */
export type ProjectDraftFromIdea = {
  title: string;
  description: string;
  industry: ProjectIndustry;
  stage: ProjectStage;
  skillsNeeded: string[];
  rolesNeeded: string[];
};

/** The new project's fields from the author's idea ('Start a project'). */
export function projectDraftFromIdea(
  idea: Pick<Idea, 'title' | 'description' | 'industry' | 'stage' | 'skillsNeeded' | 'rolesNeeded'>,
): ProjectDraftFromIdea {
  return {
    title: idea.title,
    description: idea.description,
    industry: projectIndustryOfIdea[idea.industry],
    stage: projectStageOfIdea[idea.stage],
    skillsNeeded: [...idea.skillsNeeded],
    rolesNeeded: [...idea.rolesNeeded],
  };
}
