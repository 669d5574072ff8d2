import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountDeletionMessages as m,
  type AdminDeletionPlan,
} from '@cofound/shared/account-deletion/account-deletion.schemas';
import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { demoAdmin, stubApi, toastText } from '../../../test/render-app-route';
import { ada, bo } from '../test-fixtures';
import { MemberDeleteAction } from './member-delete-dialog';

const PLAN = `GET /api/admin/members/${ada.userId}/deletion`;
const DELETE = `DELETE /api/admin/members/${ada.userId}`;
const PROJECT_ID = '0b9d4a5e-5c7e-4f55-9d0c-2f1a3c4b5d6e';
const HEIR_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

const plan: AdminDeletionPlan = {
  name: ada.name,
  projects: [
    {
      id: PROJECT_ID,
      title: 'Harvest',
      heirs: [
        { profileId: '5f0e1d2c-3b4a-4958-8776-655443322110', name: 'Bo Admin' },
        { profileId: HEIR_ID, name: 'Grace Hopper' },
      ],
    },
  ],
};

/** The members on a member's page, with the members list to come back to. */
function renderActions(members: Pick<AdminMember, 'userId' | 'name' | 'role'>[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/users/:userId',
        element: members.map((member) => (
          <MemberDeleteAction key={member.userId} member={member} />
        )),
      },
      { path: '/admin', element: <p>Members list</p> },
    ],
    { initialEntries: [`/admin/users/${ada.userId}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MemberDeleteAction', () => {
  it('is offered for a member, never for an admin or for yourself', async () => {
    stubApi(demoAdmin);
    const yourself = { ...ada, userId: demoAdmin.id, name: 'Demo Admin' };
    renderActions([bo, yourself, ada]);
    expect(
      await screen.findByRole('button', { name: 'Delete account of Ada Lovelace' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Delete account/ })).toHaveLength(1);
  });

  it('hands a project to the heir chosen, then goes back to the members list', async () => {
    let sent: unknown;
    stubApi(demoAdmin, {
      [PLAN]: () => ({ status: 200, body: plan }),
      [DELETE]: (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 204, body: null };
      },
    });
    const router = renderActions([ada]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ada Lovelace's account?" });
    expect(within(dialog).getByText('Every session ends at once.')).toBeInTheDocument();
    const choice = await within(dialog).findByLabelText('What happens to Harvest');
    expect(choice).toHaveValue('remove');
    expect(within(choice).getByRole('option', { name: 'Delete the project' })).toBeInTheDocument();
    await user.selectOptions(choice, 'Hand it to Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(sent).toEqual({ projects: [{ projectId: PROJECT_ID, handTo: HEIR_ID }] });
    expect(await toastText("Ada Lovelace's account was deleted.")).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and stays", async () => {
    stubApi(demoAdmin, {
      [PLAN]: () => ({ status: 200, body: { name: ada.name, projects: [] } }),
      [DELETE]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: m.adminAccount } },
      }),
    });
    const router = renderActions([ada]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ada Lovelace's account?" });
    expect(await within(dialog).findByText('They own no projects.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.adminAccount);
    expect(router.state.location.pathname).toBe(`/admin/users/${ada.userId}`);
  });
});
