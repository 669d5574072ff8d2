import { describe, expect, it } from 'vitest';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import { circleFormSchema, emptyCircleForm } from './circle-form';

describe('circle form', () => {
  it('refuses every empty field with the shared messages', () => {
    const result = circleFormSchema.safeParse({ ...emptyCircleForm, name: '   ' });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: circleMessages.nameRequired,
      industry: circleMessages.industryRequired,
      description: circleMessages.descriptionRequired,
    });
  });

  it('trims the text', () => {
    expect(
      circleFormSchema.parse({
        name: ' Climate founders ',
        industry: 'cleantech',
        description: ' Hardware and software ',
        isPrivate: true,
      }),
    ).toEqual({
      name: 'Climate founders',
      industry: 'cleantech',
      description: 'Hardware and software',
      isPrivate: true,
    });
  });
});
