import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle, CirclePost } from '@cofound/shared/circles/circles.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import type { RealtimeEventName, RealtimeEventPayload } from '@cofound/shared/realtime';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { page } from '../../../test/api-answers';
import { demoAdmin, demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { member, moderator, post, privateCircle, publicCircle } from '../test-fixtures';

const base = (circle: Circle) => `/api/circles/${circle.id}`;
const joined: Circle = { ...publicCircle, membership: 'member' };
const own: CirclePost = {
  ...post,
  id: '00000000-0000-4000-8000-0000000000p2',
  content: 'Hello everyone',
  author: { profileId: 'profile-1', name: demoMember.name, title: '', imageUrl: null },
  viewerCanDelete: true,
};

/** The API of one readable circle: the circle, its members and its posts. */
function circleApi(circle: Circle, posts: () => CirclePost[] = () => [post]) {
  return {
    [`GET ${base(circle)}`]: () => ({ status: 200, body: circle }),
    [`GET ${base(circle)}/members?limit=12`]: () => page([moderator, member]),
    [`GET ${base(circle)}/posts`]: () => page(posts()),
  };
}

function emit<E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>) {
  act(() =>
    dispatchRealtimeFrame({
      id: crypto.randomUUID(),
      event,
      payload,
      at: new Date().toISOString(),
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('CirclePage', { timeout: 20_000 }, () => {
  it('shows the circle, its members with Connect and the discussion read-only to a visitor', async () => {
    stubApi(null, circleApi({ ...publicCircle, membersCount: 2 }));
    renderAppRoute(`/circles/${publicCircle.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Climate founders' }),
    ).toBeVisible();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(screen.getByText('CleanTech')).toBeInTheDocument();

    const members = await screen.findByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/profile/profile-7',
    );
    expect(within(rows[0]!).getByText('Moderator')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Connect with Grace Hopper' }),
    ).toBeVisible();
    expect(within(rows[1]!).getByText('Connected')).toBeInTheDocument();

    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getByText(post.content)).toBeInTheDocument();
    expect(screen.getByText(circleMessages.notMember)).toBeInTheDocument();
    expect(screen.queryByLabelText('Share something with the circle')).toBeNull();
    expect(within(posts).queryByRole('button', { name: /Reply/ })).toBeNull();
    expect(within(posts).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('hides the members and discussion of a private circle from those outside it', async () => {
    const fetchMock = stubApi(demoMember, {
      [`GET ${base(privateCircle)}`]: () => ({ status: 200, body: privateCircle }),
    });
    renderAppRoute(`/circles/${privateCircle.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fintech builders' }),
    ).toBeVisible();
    expect(screen.getByText(circleMessages.membersOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to join Fintech builders' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Members/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Discussion' })).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => /\/(members|posts|requests)/.test(url))).toBe(false);
  });

  it("says 'Circle not found' with a way back", async () => {
    stubApi(null, {
      [`GET ${base(publicCircle)}`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: circleMessages.notFound } },
      }),
    });
    renderAppRoute(`/circles/${publicCircle.id}`);
    expect(
      await screen.findByRole('heading', { name: circleMessages.notFound, level: 2 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to circles' })).toHaveAttribute(
      'href',
      '/circles',
    );
  });

  it("refuses an empty post, posts one, and shows the server's reason when one is refused", async () => {
    let posts: CirclePost[] = [];
    let refuse = false;
    const fetchMock = stubApi(demoMember, {
      ...circleApi(joined, () => posts),
      [`POST ${base(joined)}/posts`]: (init) => {
        if (refuse) {
          return {
            status: 403,
            body: { error: { code: 'FORBIDDEN', message: circleMessages.notMember } },
          };
        }
        const body = JSON.parse(String(init?.body)) as { content: string };
        posts = [{ ...own, content: body.content }, ...posts];
        return { status: 201, body: posts[0] };
      },
    });
    renderAppRoute(`/circles/${joined.id}`);
    expect(await screen.findByText(circleMessages.noPosts)).toBeInTheDocument();
    const box = screen.getByLabelText('Share something with the circle');
    expect(box).toHaveAttribute('placeholder', 'Share something with the circle…');
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText(messageMessages.bodyRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(box);
    // Enter starts a new line: it does not post.
    await userEvent.type(box, '  Hello{Enter}everyone  ');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(await within(list).findByText(/Hello\s+everyone/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ content: 'Hello\neveryone' });
    expect(box).toHaveValue('');

    refuse = true;
    await userEvent.type(box, 'Still here?');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText(circleMessages.notMember, { selector: '[role=alert]' }),
    ).toBeVisible();
    expect(box).toHaveValue('Still here?');
  });

  it('shows the character count near the limit', async () => {
    stubApi(demoMember, circleApi(joined));
    renderAppRoute(`/circles/${joined.id}`);
    const box = await screen.findByLabelText('Share something with the circle');
    expect(screen.queryByText(/characters$/)).toBeNull();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(3700));
    expect(screen.getByText('3700/4000 characters')).toBeInTheDocument();
  });

  it('replies to a post and shows its replies oldest first', async () => {
    let replies: CirclePost[] = [];
    let body: unknown = null;
    stubApi(demoMember, {
      ...circleApi(joined, () => [{ ...post, repliesCount: replies.length }]),
      [`GET ${base(joined)}/posts/${post.id}/replies`]: () => page(replies),
      [`POST ${base(joined)}/posts`]: (init) => {
        body = JSON.parse(String(init?.body));
        const reply = { ...own, id: 'r1', parentId: post.id, content: 'I will be there' };
        replies = [reply];
        return { status: 201, body: reply };
      },
    });
    renderAppRoute(`/circles/${joined.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Grace Hopper' }));
    const box = await screen.findByLabelText('Your reply to Grace Hopper');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'I will be there');
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const list = await screen.findByRole('list', { name: 'Replies to Grace Hopper' });
    expect(within(list).getByText('I will be there')).toBeInTheDocument();
    expect(body).toEqual({ content: 'I will be there', parentId: post.id });
    expect(screen.queryByLabelText('Your reply to Grace Hopper')).toBeNull();
    expect(await screen.findByRole('button', { name: '1 reply' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('deletes an own post after confirming, and offers Report on the posts of others', async () => {
    let posts = [own, post];
    stubApi(demoMember, {
      ...circleApi(joined, () => posts),
      [`DELETE ${base(joined)}/posts/${own.id}`]: () => {
        posts = [post];
        return { status: 204, body: null };
      },
    });
    renderAppRoute(`/circles/${joined.id}`);
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).queryByRole('button', { name: 'Report post by Demo Member' })).toBeNull();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Report post by Grace Hopper' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Report post' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    expect(within(list).queryByRole('button', { name: 'Delete post by Grace Hopper' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete post by Demo Member' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete post?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(circleMessages.postDeleted)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Hello everyone')).toBeNull());
  });

  it('reads the discussion again when a post arrives live, keeping the draft', async () => {
    let posts = [post];
    const fetchMock = stubApi(
      demoMember,
      circleApi(joined, () => posts),
    );
    renderAppRoute(`/circles/${joined.id}`);
    const list = await screen.findByRole('list', { name: 'Posts' });
    const box = screen.getByLabelText('Share something with the circle');
    await userEvent.type(box, 'Half a thought');
    const postReads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === `${base(joined)}/posts`).length;
    const before = postReads();

    posts = [{ ...post, id: 'p9', content: 'Fresh from another member' }, post];
    emit('circle.posts', { circleId: joined.id, postId: 'p9', parentId: null, change: 'created' });
    expect(await within(list).findByText('Fresh from another member')).toBeInTheDocument();
    expect(postReads()).toBe(before + 1);
    expect(box).toHaveValue('Half a thought');

    // Another circle's event is not this page's business.
    emit('circle.posts', { circleId: 'other', postId: 'x', parentId: null, change: 'created' });
    expect(postReads()).toBe(before + 1);
  });

  it('lets a moderator accept a request to join', async () => {
    const mine: Circle = {
      ...privateCircle,
      membership: 'moderator',
      viewerCanModerate: true,
      viewerCanRead: true,
    };
    let waiting = [{ member: member.member, requestedAt: '2026-03-05T10:00:00.000Z' }];
    stubApi(demoMember, {
      ...circleApi(mine),
      [`GET ${base(mine)}/requests`]: () => page(waiting),
      [`PUT ${base(mine)}/requests/${member.member.profileId}`]: () => {
        waiting = [];
        return { status: 204, body: null };
      },
    });
    renderAppRoute(`/circles/${mine.id}`);
    expect(await screen.findByRole('heading', { name: 'Requests to join (1)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Alan Turing' }));
    expect(await screen.findByText(circleMessages.requestAccepted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Requests to join/ })).toBeNull(),
    );
  });

  it('tells a member live that their request was accepted, and reads the circle again', async () => {
    let circle: Circle = { ...privateCircle, membership: 'pending' };
    stubApi(demoMember, {
      [`GET ${base(privateCircle)}`]: () => ({ status: 200, body: circle }),
      [`GET ${base(privateCircle)}/members?limit=12`]: () => page([moderator]),
      [`GET ${base(privateCircle)}/posts`]: () => page([]),
    });
    renderAppRoute(`/circles/${privateCircle.id}`);
    expect(await screen.findByRole('button', { name: /^Requested/ })).toBeVisible();
    circle = { ...privateCircle, membership: 'member', viewerCanRead: true, membersCount: 2 };
    emit('circle.membership', {
      circleId: privateCircle.id,
      circleName: privateCircle.name,
      status: 'accepted',
    });
    expect(
      await screen.findByText('Your request to join Fintech builders was accepted'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Share something with the circle')).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
  });

  it('lets an admin edit the circle, and delete it after confirming', async () => {
    let saved: unknown = null;
    stubApi(demoAdmin, {
      ...circleApi({ ...publicCircle, viewerCanModerate: true }),
      [`PUT ${base(publicCircle)}`]: (init) => {
        saved = JSON.parse(String(init?.body));
        return { status: 200, body: { ...publicCircle, name: 'Climate makers' } };
      },
      [`DELETE ${base(publicCircle)}`]: () => ({ status: 204, body: null }),
      'GET /api/circles': () => page([]),
      'GET /api/circles/proposals': () => ({ status: 200, body: { items: [] } }),
    });
    const { router } = renderAppRoute(`/circles/${publicCircle.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit circle' });
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveValue('Climate founders');
    expect(within(form).getByLabelText('Industry')).toHaveValue('cleantech');
    await userEvent.clear(name);
    await userEvent.type(name, 'Climate makers');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(circleMessages.updated)).toBeInTheDocument();
    expect(saved).toEqual({
      name: 'Climate makers',
      industry: 'cleantech',
      description: publicCircle.description,
      isPrivate: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Climate founders' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete circle?' });
    expect(within(confirm).getByText(circleMessages.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete circle' }));
    expect(await screen.findByText(circleMessages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/circles'));
  });
});
