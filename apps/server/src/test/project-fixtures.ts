// Test-only: the project most tests list, through POST /api/projects.

/** 'Harvest': a Finance project at MVP that needs Go and Sales and a CTO; `changes` win. */
export function harvestProject<Changes extends Record<string, unknown>>(changes?: Changes) {
  return {
    title: 'Harvest',
    description: 'Crop insurance for smallholders',
    industry: 'Finance',
    stage: 'mvp',
    skillsNeeded: ['Go', 'Sales'],
    rolesNeeded: ['CTO'],
    ...changes,
  };
}
