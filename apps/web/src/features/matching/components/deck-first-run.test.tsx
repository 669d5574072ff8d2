import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import type { OwnProfile } from '@cofound/shared/profiles/profiles.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { ownProfileOf } from '../../../test/own-profile';
import { demoMember } from '../../../test/render-app-route';
import { MatchDeck } from './match-deck';

function card(id: string, name: string, score: number): MatchCard {
  return {
    id,
    name,
    title: `${name}'s title`,
    imageUrl: null,
    founderRole: null,
    industry: 'AI/ML',
    experience: 4,
    skills: ['Sales'],
    lookingFor: ['Technical Cofounder'],
    city: null,
    country: null,
    timeZone: null,
    commitment: null,
    archetype: null,
    lastActive: null,
    linkedinVerified: false,
    githubVerified: false,
    pitchUrl: null,
    reputation: { total: 0, level: 'Beginner' },
    bio: '',
    startupInterests: ['SaaS'],
    score,
    components: { skills: 0, industry: 1, experience: 1, lookingFor: 0, startupInterests: 0 },
  };
}

const ada = card('11111111-1111-4111-8111-111111111111', 'Ada Lovelace', 0.35);
const bob = card('22222222-2222-4222-8222-222222222222', 'Bob Builder', 0.32);

const emptyProfile = ownProfileOf({
  id: '33333333-3333-4333-8333-333333333333',
  experience: 3,
  industry: 'Technology',
  personalityTraits: ['Strategic'],
  workStyle: ['Hybrid'],
});

type Answer = { status: number; body: unknown };
type Handler = (init?: RequestInit) => Answer;

const recommendations = 'GET /api/matching/recommendations?limit=20';
const page = (items: MatchCard[]) => () => ({ status: 200, body: { items, nextCursor: null } });
const decided =
  (profileId: string, liked: boolean, mutual = false) =>
  () => ({
    status: 200,
    body: {
      profileId,
      liked,
      score: 0.35,
      decidedAt: '2026-11-22T09:00:00.000Z',
      mutual,
      connection: mutual ? { id: 'c-1', status: 'pending', createdByThis: true } : null,
    },
  });

function stubFetch(handlers: Record<string, Handler>, profile: Partial<OwnProfile> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const base: Record<string, Handler> = {
      'GET /api/session': () => ({ status: 200, body: { user: demoMember } }),
      'GET /api/profiles/me': () => ({
        status: 200,
        body: { profile: { ...emptyProfile, ...profile } },
      }),
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    };
    const handler = handlers[key] ?? base[key];
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = handler(init);
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDeck() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <input aria-label="Somewhere else" />
        <MatchDeck />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const deckGroup = () => screen.findByRole('group', { name: /^Match deck: / });
const topName = async () => (await deckGroup()).querySelector('h3')?.textContent;
const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => String(url));

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the deck on first run', () => {
  it('takes the arrow keys without focusing the deck, but not while typing', async () => {
    const fetchMock = stubFetch({
      [recommendations]: page([ada, bob]),
      [`PUT /api/matching/decisions/${ada.id}`]: decided(ada.id, true),
    });
    renderDeck();
    expect(await topName()).toBe('Ada Lovelace');

    await userEvent.click(screen.getByLabelText('Somewhere else'));
    await userEvent.keyboard('{ArrowRight}');
    expect(puts(fetchMock)).toEqual([]);

    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
    expect(puts(fetchMock)).toEqual([`/api/matching/decisions/${ada.id}`]);
    expect(screen.getByText('Liked Ada Lovelace.')).toHaveAttribute('role', 'status');
  });

  it("opens 'It's a match!' on a mutual like; Escape closes it and the deck has the focus", async () => {
    const fetchMock = stubFetch({
      [recommendations]: page([ada, bob]),
      [`PUT /api/matching/decisions/${ada.id}`]: decided(ada.id, true, true),
    });
    renderDeck();
    expect(await topName()).toBe('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByText(/We sent Ada Lovelace a connection request/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Go to your connections' })).toHaveAttribute(
      'href',
      '/connections',
    );
    // Both members, as pictures or initials.
    expect(within(dialog).getAllByText(/^[A-Z]{1,2}$/)).toHaveLength(2);

    // The keys belong to the dialog while it is open.
    await userEvent.keyboard('{ArrowLeft}');
    expect(puts(fetchMock)).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await deckGroup()).toHaveFocus();
    expect(await topName()).toBe('Bob Builder');
  });

  it('asks for the missing match fields, saves only those and reloads the deck', async () => {
    let profile: Partial<OwnProfile> = { skills: ['Sales'] };
    let saved: unknown = null;
    let round = 0;
    const fetchMock = stubFetch({
      [recommendations]: () => {
        round += 1;
        return page(round === 1 ? [ada, bob] : [{ ...ada, score: 0.72 }, bob])();
      },
      'GET /api/profiles/me': () => ({
        status: 200,
        body: { profile: { ...emptyProfile, ...profile } },
      }),
      'PATCH /api/profiles/me/matching': (init) => {
        saved = JSON.parse(String(init?.body));
        profile = { ...profile, ...(saved as object) };
        return { status: 200, body: { profile: { ...emptyProfile, ...profile } } };
      },
    });
    renderDeck();
    const prompt = await screen.findByRole('form', {
      name: 'Your matches get better when we know your skills, who you are looking for and what interests you.',
    });
    expect(await screen.findByText('35% match')).toBeInTheDocument();
    expect(within(prompt).queryByRole('group', { name: 'Your skills' })).not.toBeInTheDocument();
    const save = within(prompt).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const lookingFor = within(prompt).getByRole('group', { name: 'Who you are looking for' });
    await userEvent.click(within(lookingFor).getByRole('checkbox', { name: 'Sales Leader' }));
    const interests = within(prompt).getByRole('group', { name: 'Startup interests' });
    await userEvent.click(within(interests).getByRole('checkbox', { name: 'SaaS' }));
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(saved).toEqual({ lookingFor: ['Sales Leader'], startupInterests: ['SaaS'] });
    expect(await screen.findByText('72% match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('still offers Undo for the last decision after a reload', async () => {
    const fetchMock = stubFetch({
      [recommendations]: page([ada, bob]),
      [`PUT /api/matching/decisions/${ada.id}`]: decided(ada.id, false),
      [`DELETE /api/matching/decisions/${ada.id}`]: () => ({
        status: 200,
        body: { profileId: ada.id, withdrawnConnectionId: null },
      }),
    });
    const first = renderDeck();
    expect(await topName()).toBe('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
    first.unmount();

    // The server no longer lists the profile passed on.
    stubFetch({
      [recommendations]: page([bob]),
      [`DELETE /api/matching/decisions/${ada.id}`]: () => ({
        status: 200,
        body: { profileId: ada.id, withdrawnConnectionId: null },
      }),
    });
    renderDeck();
    expect(await topName()).toBe('Bob Builder');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    await waitFor(async () => expect(await topName()).toBe('Ada Lovelace'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalled();
  });
});
