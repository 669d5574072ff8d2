import { describe, expect, it } from 'vitest';
import { projectIndustries, projectStages } from '../projects/projects.options';
import { projectDraftFromIdea, projectIndustryOfIdea, projectStageOfIdea } from './idea-to-project';
import { ideaIndustries, ideaStages } from './ideas.options';

describe('idea -> project', () => {
  it('maps every idea industry to a project industry', () => {
    expect(projectIndustryOfIdea).toEqual({
      technology: 'Technology',
      ai: 'Technology',
      blockchain: 'Technology',
      cleantech: 'Technology',
      finance: 'Finance',
      healthcare: 'Healthcare',
      education: 'Education',
      ecommerce: 'E-commerce',
    });
    for (const industry of ideaIndustries) {
      expect(projectIndustries).toContain(projectIndustryOfIdea[industry]);
    }
  });

  it('maps every idea stage to a project stage', () => {
    expect(projectStageOfIdea).toEqual({
      concept: 'idea',
      validation: 'idea',
      prototype: 'prototype',
      mvp: 'mvp',
    });
    for (const stage of ideaStages) expect(projectStages).toContain(projectStageOfIdea[stage]);
  });

  it('takes over the title, description and lists', () => {
    const idea = {
      title: 'Tutor bot',
      description: 'An AI tutor for every pupil',
      industry: 'ai' as const,
      stage: 'validation' as const,
      skillsNeeded: ['Machine Learning', 'Sales'],
      rolesNeeded: ['CTO'],
    };
    const draft = projectDraftFromIdea(idea);
    expect(draft).toEqual({
      title: 'Tutor bot',
      description: 'An AI tutor for every pupil',
      industry: 'Technology',
      stage: 'idea',
      skillsNeeded: ['Machine Learning', 'Sales'],
      rolesNeeded: ['CTO'],
    });
    // A copy: editing the draft leaves the idea alone.
    draft.skillsNeeded.push('Design');
    expect(idea.skillsNeeded).toEqual(['Machine Learning', 'Sales']);
  });
});
