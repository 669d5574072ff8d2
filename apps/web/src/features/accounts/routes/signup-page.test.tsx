import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const newMember: SessionUser = {
  ...demoMember,
  id: 'user-new',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerified: false,
};

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillStepOne(email = 'ada@example.com', password = 'correct-horse') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
}

/** Steps 1 to 3, leaving the wizard on step 4. */
async function reachStepFour() {
  await fillStepOne();
  await userEvent.click(continueButton());
  await userEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Role' })).getByRole('radio', {
      name: 'CTO/Technical Lead',
    }),
  );
  await userEvent.click(continueButton());
  await userEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Industry' })).getByRole('radio', {
      name: 'AI/ML',
    }),
  );
  await userEvent.click(continueButton());
  await screen.findByRole('group', { name: 'Work style' });
}

async function chooseStyleAndTrait() {
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Work style' })).getByRole('checkbox', {
      name: 'Remote',
    }),
  );
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Personality traits' })).getByRole('checkbox', {
      name: 'Analytical',
    }),
  );
}

function progress() {
  return screen.getByRole('progressbar', { name: 'Signup progress' });
}

describe('SignupPage wizard', () => {
  it('announces itself and enables Continue only once step 1 is complete', async () => {
    stubApi(null);
    renderAppRoute('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Cofound' })).toBeVisible();
    expect(screen.getByText('Your profile takes 2 minutes')).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(screen.getByText('25% complete')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    expect(continueButton()).toBeEnabled();
  });

  it('shows the product messages on blur and when Continue is pressed', async () => {
    stubApi(null);
    renderAppRoute('/signup');
    await userEvent.click(await screen.findByLabelText('Full name'));
    await userEvent.tab();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name is required');

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required');

    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    expect(
      screen.getByText('Password must be at least 8 characters', { exact: true }),
    ).toBeVisible();

    await userEvent.click(continueButton());
    expect(screen.getByText('Step 1 of 4')).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '-long-enough');
    expect(screen.queryByText('Valid email is required')).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 2 of 4')).toBeVisible();
  });

  it('moves focus to each step heading and goes Back without losing answers', async () => {
    stubApi(null);
    renderAppRoute('/signup');
    await fillStepOne();
    await userEvent.click(continueButton());
    const roleHeading = await screen.findByRole('heading', {
      level: 2,
      name: 'What is your role?',
    });
    expect(roleHeading).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(continueButton()).toBeDisabled();
    const roles = within(screen.getByRole('radiogroup', { name: 'Role' })).getAllByRole('radio');
    expect(roles).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 4')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('needs a work style and a trait, then completes and welcomes the member', async () => {
    let user: SessionUser | null = null;
    const fetchMock = stubApi(null, {
      'GET /api/session': () => ({ status: 200, body: { user } }),
      'POST /api/accounts/signup': () => {
        user = newMember;
        return {
          status: 201,
          body: { user: newMember, referral: 'none', verificationEmailSent: true },
        };
      },
    });
    const { router } = renderAppRoute('/signup');
    await reachStepFour();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByText('100% complete')).toBeVisible();
    expect(screen.getByLabelText('Years of experience')).toHaveValue(0);
    const complete = screen.getByRole('button', { name: 'Complete Setup' });
    expect(complete).toBeDisabled();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Work style' })).getByRole('checkbox', {
        name: 'Remote',
      }),
    );
    expect(complete).toBeDisabled();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Personality traits' })).getByRole('checkbox', {
        name: 'Analytical',
      }),
    );
    await userEvent.clear(screen.getByLabelText('Years of experience'));
    await userEvent.type(screen.getByLabelText('Years of experience'), '7');
    await userEvent.click(complete);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome to Cofound' }),
    ).toBeVisible();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/accounts/signup');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
      name: 'Ada Lovelace',
      role: 'CTO/Technical Lead',
      industry: 'AI/ML',
      experience: 7,
      workStyle: ['Remote'],
      personalityTraits: ['Analytical'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Go to my profile' }));
    await vi.waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/profile?welcome=true',
      );
    });
  });

  it('sends an already registered address to /signin with the email filled in', async () => {
    stubApi(null, {
      'POST /api/accounts/signup': () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'This email is already registered. Please sign in instead.',
          },
        },
      }),
    });
    const { router } = renderAppRoute('/signup');
    await reachStepFour();
    await chooseStyleAndTrait();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This email is already registered. Please sign in instead.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?email=ada%40example.com');
  });

  it.each([
    [500, 'Authentication service is unavailable. Please try again later.'],
    [400, 'Failed to create account. Please try again.'],
  ])('explains a %i answer and stays on step 4', async (status, message) => {
    stubApi(null, {
      'POST /api/accounts/signup': () => ({ status, body: { message: 'nope' } }),
    });
    renderAppRoute('/signup');
    await reachStepFour();
    await chooseStyleAndTrait();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
  });

  it('sends the referral code and says when it was unknown', async () => {
    const fetchMock = stubApi(null, {
      'POST /api/accounts/signup': () => ({
        status: 201,
        body: { user: newMember, referral: 'unknown', verificationEmailSent: true },
      }),
    });
    renderAppRoute('/signup?ref=NOSUCH');
    expect(await screen.findByText('Signing up with referral code')).toBeVisible();
    expect(screen.getByText('NOSUCH')).toBeVisible();
    await reachStepFour();
    await chooseStyleAndTrait();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(
      await screen.findByText(
        'That referral code was not found, so your account was created without it.',
      ),
    ).toBeVisible();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/accounts/signup');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ referralCode: 'NOSUCH' });
  });
});
