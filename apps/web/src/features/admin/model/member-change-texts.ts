import type { MemberChange } from './member-changes';

type ChangeTexts = {
  /** The dialog's question: 'Suspend Ada Lovelace?' */
  title: string;
  /** What the change does, said before it is made. */
  description: string;
  /** The toast once it is done: 'Ada Lovelace is suspended'. */
  done: string;
};

/** What the dialog for a change asks and says, and the toast once it is made. */
export function memberChangeTexts(change: MemberChange, name: string): ChangeTexts {
  if (change.kind === 'role') {
    return change.role === 'admin'
      ? {
          title: `Make ${name} an admin?`,
          description:
            "Admins reach the whole admin area: every member's email, plan and reports, and the power to suspend, ban and make other admins.",
          done: `${name} is now an admin`,
        }
      : {
          title: `Remove ${name} as an admin?`,
          description: `${name} goes back to being a member and can no longer open the admin area.`,
          done: `${name} is no longer an admin`,
        };
  }
  switch (change.status) {
    case 'suspended':
      return {
        title: `Suspend ${name}?`,
        description:
          'Suspending signs them out everywhere at once and hides them from the community until an admin activates them again.',
        done: `${name} is suspended`,
      };
    case 'banned':
      return {
        title: `Ban ${name}?`,
        description:
          'Banning signs them out everywhere at once and hides them from the community for good, unless an admin activates them again.',
        done: `${name} is banned`,
      };
    case 'active':
      return {
        title: `Activate ${name}?`,
        description: 'Activating lets them sign in again and shows them to the community again.',
        done: `${name} is active again`,
      };
  }
}
