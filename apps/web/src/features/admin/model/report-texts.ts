import type {
  AdminReport,
  ReportAction,
  ReportDecision,
  ReportTargetKind,
} from '@cofound/shared/admin/admin-reports.schemas';
import { pluralize } from '../../../lib/plural';

/** The reported thing in a sentence: 'this idea', 'their profile'. */
export const reportThingNames: Record<ReportTargetKind, string> = {
  profile: 'profile',
  message: 'message',
  idea: 'idea',
  idea_comment: 'comment',
  circle_post: 'circle post',
};

export const reportKindLabels: Record<ReportTargetKind, string> = {
  profile: 'Profile',
  message: 'Message',
  idea: 'Idea',
  idea_comment: 'Comment',
  circle_post: 'Circle post',
};

/** A report card's title: what was reported, and whose it is. */
export function reportTitle(report: Pick<AdminReport, 'target' | 'reported'>): string {
  const name = report.reported.name;
  switch (report.target.kind) {
    case 'profile':
      return `Profile of ${name}`;
    case 'message':
      return `Message from ${name}`;
    default:
      return `${reportKindLabels[report.target.kind]} by ${name}`;
  }
}

export const reportActionLabels: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  remove: 'Remove content',
  warn: 'Warn',
  suspend: 'Suspend',
  ban: 'Ban',
};

export const reportDecisionLabels: Record<ReportDecision, string> = {
  dismissed: 'Dismissed',
  removed: 'Content removed',
  warned: 'Member warned',
  suspended: 'Member suspended',
  banned: 'Member banned',
};

/** Actions that take something away: their confirm button is red. */
export const isDestructiveAction = (action: ReportAction) =>
  action === 'remove' || action === 'suspend' || action === 'ban';

type DecisionTexts = {
  /** The dialog's question. */
  title: string;
  /** What the action does, said before it is made. */
  description: string;
  /** Who reads the note. */
  noteHint: string;
};

/** What the dialog for an action on a report asks and says. */
export function decisionTexts(action: ReportAction, report: AdminReport): DecisionTexts {
  const name = report.reported.name;
  const thing = reportThingNames[report.target.kind];
  const others =
    'Every open report on the same thing gets this decision, and the reporters hear the outcome.';
  switch (action) {
    case 'dismiss':
      return {
        title: 'Dismiss this report?',
        description: `Nothing changes for ${name}. ${others}`,
        noteHint: 'Kept with the decision and in the audit log.',
      };
    case 'remove':
      return {
        title: `Remove this ${thing}?`,
        description: `The ${thing} is deleted for everyone. ${others}`,
        noteHint: 'Kept with the decision and in the audit log.',
      };
    case 'warn':
      return {
        title: `Warn ${name}?`,
        description: `${name} gets a warning mail with your note; they are not told who reported them. ${others}`,
        noteHint: `Sent to ${name} in the warning mail, and kept in the audit log.`,
      };
    case 'suspend':
      return {
        title: `Suspend ${name}?`,
        description: `Suspending signs them out everywhere at once and hides them until an admin activates them again. ${others}`,
        noteHint: 'Kept with the decision and in the audit log.',
      };
    case 'ban':
      return {
        title: `Ban ${name}?`,
        description: `Banning signs them out everywhere at once and hides them for good, unless an admin activates them again. ${others}`,
        noteHint: 'Kept with the decision and in the audit log.',
      };
  }
}

/** The toast once a decision is made, with the other reports it decided. */
export function decisionDoneText(
  decided: Pick<AdminReport, 'decision' | 'reported'> & {
    alsoDecided: number;
  },
): string {
  const decision = decided.decision?.decision;
  const name = decided.reported.name;
  const done: Record<ReportDecision, string> = {
    dismissed: 'Report dismissed',
    removed: 'Content removed',
    warned: `${name} was warned`,
    suspended: `Report resolved: ${name} is suspended`,
    banned: `Report resolved: ${name} is banned`,
  };
  const text = decision ? done[decision] : 'Report decided';
  if (decided.alsoDecided === 0) return text;
  return `${text} (and ${pluralize(decided.alsoDecided, { one: 'other report', other: 'other reports' })} on the same thing)`;
}
