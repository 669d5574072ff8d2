import {
  projectChoiceLabels,
  type OwnedProject,
  type ProjectChoice,
} from './account-deletion.schemas';

/** The select's value for deleting a project; any other value is the heir's profile id. */
export const REMOVE_PROJECT = 'remove';

/** The choices of one project's select: delete it, or each heir by name. */
export function projectChoiceOptions(project: OwnedProject) {
  return [
    { value: REMOVE_PROJECT, label: projectChoiceLabels.remove },
    ...project.heirs.map((heir) => ({
      value: heir.profileId,
      label: projectChoiceLabels.handTo(heir.name),
    })),
  ];
}

/** One choice per project: what the member picked, deleting the project unless they picked. */
export function projectChoicesOf(
  projects: readonly OwnedProject[],
  picked: Readonly<Record<string, string>>,
): ProjectChoice[] {
  return projects.map((project) => {
    const value = picked[project.id] ?? REMOVE_PROJECT;
    return { projectId: project.id, handTo: value === REMOVE_PROJECT ? null : value };
  });
}
