import { pluralize } from '../../../lib/plural';

/** 'No one else is waiting yet', '1 other founder waiting', '3 other founders waiting'. */
export function othersWaitingText(count: number): string {
  if (count <= 0) return 'No one else is waiting yet';
  return pluralize(count, { one: 'other founder waiting', other: 'other founders waiting' });
}
