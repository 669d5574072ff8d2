import { describe, expect, it } from 'vitest';
import { projectChoiceOptions, projectChoicesOf, REMOVE_PROJECT } from './project-choices';

const harvest = {
  id: 'p1',
  title: 'Harvest',
  heirs: [{ profileId: 'h1', name: 'Ada' }],
};
const orchard = { id: 'p2', title: 'Orchard', heirs: [] };

describe('project choices', () => {
  it('offers deleting first, then each heir by name', () => {
    expect(projectChoiceOptions(harvest)).toEqual([
      { value: REMOVE_PROJECT, label: 'Delete the project' },
      { value: 'h1', label: 'Hand it to Ada' },
    ]);
  });

  it('answers one choice per project, deleting the ones not picked', () => {
    expect(projectChoicesOf([harvest, orchard], { p1: 'h1' })).toEqual([
      { projectId: 'p1', handTo: 'h1' },
      { projectId: 'p2', handTo: null },
    ]);
    expect(projectChoicesOf([harvest], { p1: REMOVE_PROJECT })).toEqual([
      { projectId: 'p1', handTo: null },
    ]);
  });
});
