import { pluralize } from '../../../lib/plural';

/** '1 member', '12 members'. */
export function membersCountText(count: number): string {
  return pluralize(count, { one: 'member', other: 'members' });
}

/** '1 reply', '3 replies'. */
export function repliesCountText(count: number): string {
  return pluralize(count, { one: 'reply', other: 'replies' });
}
