import { describe, expect, it } from 'vitest';
import { accountMessages } from './accounts.messages';
import { signupCredentialsSchema, signupRequestSchema } from './signup.schemas';

const valid = {
  email: 'Ada@Example.com',
  password: 'correct-horse',
  name: 'Ada',
  role: 'CTO/Technical Lead',
  industry: 'AI/ML',
  experience: 0,
  workStyle: ['Remote'],
  personalityTraits: ['Analytical'],
};

function messages(input: unknown) {
  const result = signupCredentialsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('signup validation', () => {
  it('uses the product messages word for word', () => {
    expect(messages({ email: 'nope', password: 'short', name: ' ' })).toEqual([
      accountMessages.emailInvalid,
      accountMessages.passwordTooShort,
      accountMessages.nameRequired,
    ]);
  });

  it('accepts exactly 8 password characters and lower-cases the email', () => {
    const parsed = signupCredentialsSchema.parse({
      email: ' Ada@Example.com ',
      password: '12345678',
      name: 'Ada',
    });
    expect(parsed.email).toBe('ada@example.com');
  });

  it('requires at least one work style and one trait, and experience >= 0', () => {
    expect(signupRequestSchema.safeParse(valid).success).toBe(true);
    expect(signupRequestSchema.safeParse({ ...valid, workStyle: [] }).success).toBe(false);
    expect(signupRequestSchema.safeParse({ ...valid, personalityTraits: [] }).success).toBe(false);
    expect(signupRequestSchema.safeParse({ ...valid, experience: -1 }).success).toBe(false);
    expect(signupRequestSchema.safeParse({ ...valid, role: 'Wizard' }).success).toBe(false);
  });
});
