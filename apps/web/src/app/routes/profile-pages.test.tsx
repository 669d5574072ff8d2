import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownProfileOf } from '../../test/own-profile';
import { demoMember, renderAppRoute, stubApi } from '../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ownProfile = ownProfileOf();

describe('/profile editor', () => {
  it('greets a new member, shows completeness and saves to /dashboard', async () => {
    let saved: unknown;
    stubApi(demoMember, {
      'GET /api/profiles/me': () => ({ status: 200, body: { profile: ownProfile } }),
      'PUT /api/profiles/me': (init) => {
        saved = JSON.parse(String(init?.body));
        return { status: 200, body: { profile: { ...ownProfile, ...(saved as object) } } };
      },
    });
    const { router } = renderAppRoute('/profile?welcome=true');
    expect(await screen.findByText('Welcome to Cofound, Demo!')).toBeVisible();
    // name, industry, personality traits
    expect(screen.getByTestId('completeness-percent')).toHaveTextContent('37.5%');

    await userEvent.type(screen.getByLabelText('Title'), 'Founder');
    await userEvent.type(screen.getByLabelText('Skills', { exact: true }), 'Sales, sales, , Go');
    expect(
      within(screen.getByRole('list', { name: 'Skills to save' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Looking for'), 'CTO');
    await userEvent.type(screen.getByLabelText('Startup interests'), 'Health');
    await userEvent.type(screen.getByLabelText('Bio'), 'I build things.');
    expect(screen.getByText(/3 words: too short/)).toBeVisible();
    expect(screen.getByTestId('completeness-percent')).toHaveTextContent('100%');

    await userEvent.clear(screen.getByLabelText('Years of experience'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile saved successfully!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(saved).toMatchObject({ skills: ['Sales', 'Go'], experience: 0, title: 'Founder' });
  }, 30_000);

  it('shows the product messages when loading or saving fails', async () => {
    stubApi(demoMember, {
      'GET /api/profiles/me': () => ({ status: 500, body: {} }),
    });
    renderAppRoute('/profile');
    expect(
      await screen.findByText(
        'Failed to load profile data. Please try again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  });

  it('refuses a non-image file before uploading', async () => {
    stubApi(demoMember, {
      'GET /api/profiles/me': () => ({ status: 200, body: { profile: ownProfile } }),
    });
    renderAppRoute('/profile');
    const input = await screen.findByLabelText('Upload picture');
    await userEvent.upload(input, new File(['<html>'], 'x.png', { type: 'text/html' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Please upload an image file')).toBeVisible();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Image size should be less than 5MB')).toBeVisible();
  });
});

describe('/profile/:id', () => {
  it('shows Profile not found', async () => {
    stubApi(null, {
      'GET /api/profiles/nope': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Profile not found' } },
      }),
    });
    renderAppRoute('/profile/nope');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Profile not found' }),
    ).toBeVisible();
  });

  it('shows a public profile without private fields', async () => {
    const { email: _email, ...rest } = ownProfile;
    stubApi(null, {
      [`GET /api/profiles/${ownProfile.id}`]: () => ({
        status: 200,
        body: {
          view: 'public',
          connectionState: 'none',
          profile: { ...rest, title: 'Builder', skills: ['Go'], commitment: 'part_time' },
        },
      }),
    });
    renderAppRoute(`/profile/${ownProfile.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Member' })).toBeVisible();
    expect(screen.getByText('Part-time')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Demo Member (no profile picture)' })).toHaveTextContent(
      'DM',
    );
    expect(screen.queryByText(demoMember.email)).toBeNull();
  });
});
