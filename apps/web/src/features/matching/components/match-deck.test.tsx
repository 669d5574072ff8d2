import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { MatchDeck } from './match-deck';

const components = {
  skills: 1,
  industry: 1,
  experience: 0.8,
  lookingFor: 0.5,
  startupInterests: 0,
};

function card(id: string, name: string, score: number): MatchCard {
  return {
    id,
    name,
    title: `${name}'s title`,
    imageUrl: null,
    founderRole: 'CTO/Technical Lead',
    industry: 'AI/ML',
    experience: 4,
    skills: ['Go', 'Sales'],
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
    reputation: { total: 10, level: 'Beginner' },
    bio: 'Builds things.',
    startupInterests: ['Health'],
    score,
    components,
  };
}

const ada = card('11111111-1111-4111-8111-111111111111', 'Ada Lovelace', 0.86);
const bob = card('22222222-2222-4222-8222-222222222222', 'Bob Builder', 0.55);
const recommendations = 'GET /api/matching/recommendations?limit=20';
const decision = (id: string) => `PUT /api/matching/decisions/${id}`;

type Answer = { status: number; body: unknown };
type Handler = (init?: RequestInit) => Answer | Promise<Answer>;

function stubFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = await handler(init);
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const decided = (profileId: string, liked: boolean, mutual = false) => ({
  status: 200,
  body: {
    profileId,
    liked,
    score: 0.86,
    decidedAt: '2026-11-22T09:00:00.000Z',
    mutual,
    connection: mutual ? { id: 'c-1', status: 'pending', createdByThis: true } : null,
  },
});

function renderDeck() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MatchDeck />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const deckGroup = () => screen.findByRole('group', { name: /^Match deck: / });
const topName = async () => (await deckGroup()).querySelector('h3')?.textContent;

/** jsdom has no PointerEvent: a MouseEvent that carries the pointer fields. */
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeEach(() => {
  vi.stubGlobal('PointerEvent', FakePointerEvent);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Ada then Bob in the deck; passing Ada is stored. */
function stubAdaThenBob() {
  return stubFetch({
    [recommendations]: () => ({ status: 200, body: { items: [ada, bob], nextCursor: null } }),
    [decision(ada.id)]: () => decided(ada.id, false),
    'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
  });
}

describe('MatchDeck', () => {
  it('shows the top match with its score and why they match', async () => {
    stubFetch({
      [recommendations]: () => ({ status: 200, body: { items: [ada, bob], nextCursor: null } }),
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    });
    renderDeck();
    expect(await topName()).toBe('Ada Lovelace');
    const badge = screen.getByText('86% match');
    expect(badge).toHaveAttribute('data-tone', 'green');
    expect(within(screen.getByTestId('swipe-card')).getByText('Why you match')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View full profile of Ada Lovelace' })).toHaveAttribute(
      'href',
      `/profile/${ada.id}`,
    );
  });

  it('decides with the arrow keys and undoes the last decision', async () => {
    const fetchMock = stubFetch({
      [recommendations]: () => ({ status: 200, body: { items: [ada, bob], nextCursor: null } }),
      [decision(ada.id)]: (init) => decided(ada.id, JSON.parse(String(init?.body)).liked),
      [decision(bob.id)]: (init) => decided(bob.id, JSON.parse(String(init?.body)).liked),
      [`DELETE /api/matching/decisions/${bob.id}`]: () => ({
        status: 200,
        body: { profileId: bob.id, withdrawnConnectionId: null },
      }),
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    });
    renderDeck();
    const group = await deckGroup();
    group.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('No More Matches')).toBeInTheDocument();

    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([
      [`/api/matching/decisions/${ada.id}`, { liked: true }],
      [`/api/matching/decisions/${bob.id}`, { liked: false }],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/matching/decisions/${bob.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('blocks every input while a decision is being saved', async () => {
    let finish: (answer: Answer) => void = () => {};
    const fetchMock = stubFetch({
      [recommendations]: () => ({ status: 200, body: { items: [ada, bob], nextCursor: null } }),
      [decision(ada.id)]: () => new Promise<Answer>((resolve) => (finish = resolve)),
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    });
    renderDeck();
    const group = await deckGroup();
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    for (const name of ['Undo', 'Pass', 'Save for later', 'Like']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    group.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    const card = screen.getByTestId('swipe-card');
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 0, isPrimary: true, button: 0 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: -150 });
    fireEvent.pointerUp(card, { pointerId: 1, clientX: -150 });
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
    expect(puts()).toBe(1);

    await act(async () => finish(decided(ada.id, true, true)));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveTextContent(
      'We sent Ada Lovelace a connection request. Once they accept it, you can message each other.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep swiping' }));
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
    expect(puts()).toBe(1);
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
  });

  it('keeps the card and shows the server message when storing fails', async () => {
    stubFetch({
      [recommendations]: () => ({ status: 200, body: { items: [ada], nextCursor: null } }),
      [decision(ada.id)]: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Failed to store match decision' } },
      }),
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    });
    renderDeck();
    await deckGroup();
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('Failed to store match decision')).toBeInTheDocument();
    expect(await topName()).toBe('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('a short drag springs back, a long one decides', async () => {
    stubAdaThenBob();
    renderDeck();
    await deckGroup();
    const card = screen.getByTestId('swipe-card');
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, isPrimary: true, button: 0 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 140 });
    expect(card.style.transform).toBe('translateX(-60px) rotate(-6deg)');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 });
    expect(card.style.transform).toBe('translateX(0px) rotate(0deg)');
    expect(await topName()).toBe('Ada Lovelace');

    fireEvent.pointerDown(card, { pointerId: 2, clientX: 200, isPrimary: true, button: 0 });
    fireEvent.pointerMove(card, { pointerId: 2, clientX: 80 });
    fireEvent.pointerUp(card, { pointerId: 2, clientX: 80 });
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
  });

  it('shows the next person behind the top card while it is dragged, then moves them up', async () => {
    const fetchMock = stubAdaThenBob();
    renderDeck();
    await deckGroup();
    const card = screen.getByTestId('swipe-card');
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, isPrimary: true, button: 0 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 120 });

    const behind = screen.getByTestId('deck-next-card');
    expect(within(behind).getByRole('heading', { hidden: true })).toHaveTextContent('Bob Builder');
    expect(behind).toHaveAttribute('aria-hidden', 'true');
    expect(behind).toHaveAttribute('inert');
    // Out of the accessibility tree: only the top card's links are there.
    expect(screen.queryByRole('link', { name: /Bob Builder/ })).not.toBeInTheDocument();
    const reads = fetchMock.mock.calls.filter(([url]) => String(url).includes('recommendations'));
    expect(reads).toHaveLength(1);

    fireEvent.pointerUp(card, { pointerId: 1, clientX: 60 });
    await waitFor(async () => expect(await topName()).toBe('Bob Builder'));
    // The same element came forward: nothing was drawn again.
    expect(screen.getByTestId('swipe-card')).toBe(behind);
    expect(screen.queryByTestId('deck-next-card')).not.toBeInTheDocument();
  });

  it('shows a placeholder behind the last loaded card while the next page loads', async () => {
    stubFetch({
      [recommendations]: () => ({ status: 200, body: { items: [ada], nextCursor: 'page-2' } }),
      'GET /api/matching/recommendations?cursor=page-2&limit=20': () =>
        new Promise<Answer>(() => {}),
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    });
    renderDeck();
    await deckGroup();
    const behind = screen.getByTestId('deck-next-card');
    expect(within(behind).getByTestId('match-card-skeleton')).toBeInTheDocument();
    expect(behind).toHaveAttribute('inert');
  });

  it('says No More Matches and refreshes from the start', async () => {
    let calls = 0;
    stubFetch({
      [recommendations]: () => {
        calls += 1;
        return { status: 200, body: { items: calls === 1 ? [] : [bob], nextCursor: null } };
      },
      'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
    });
    renderDeck();
    expect(await screen.findByText('No More Matches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await topName()).toBe('Bob Builder');
  });
});
