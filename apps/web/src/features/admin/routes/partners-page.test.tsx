import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { partnersMessages as m } from '@cofound/shared/partners/partners.schemas';
import { bodyOf, page } from '../../../test/api-answers';
import { demoAdmin, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { importReport, launchpad, northstar, riverside } from '../partners-test-fixtures';

const LIST = 'GET /api/admin/partners';
const CREATE = 'POST /api/admin/partners';
const IMPORT = `POST /api/admin/partners/${launchpad.id}/import`;

const goodFile =
  'email,name,role\nada@example.com,Ada Lovelace,founder\nbo@example.com,Bo Smith,mentor\n';
const badFile =
  'email,name,role\nada@example.com,Ada Lovelace,founder\nnot-an-email,Bo Smith,mentor\n';
const csv = (text: string) => new File([text], 'members.csv', { type: 'text/csv' });

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PartnersPage', { timeout: 20_000 }, () => {
  it('lists each partner with its type, domain, status, share, members and revenue', async () => {
    stubApi(demoAdmin, {
      [LIST]: () => page([launchpad, northstar], 'next-1'),
      'GET /api/admin/partners?cursor=next-1': () => page([riverside]),
    });
    renderAppRoute('/admin/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    const row = await rowOf('Launchpad Labs');
    expect(within(row).getByText('Accelerator')).toBeInTheDocument();
    expect(within(row).getByText('launchpadlabs.example')).toBeInTheDocument();
    expect(within(row).getByText('Active', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByText('20%')).toBeInTheDocument();
    expect(within(row).getByText('18')).toBeInTheDocument();
    expect(within(row).getByText('$123.45')).toBeInTheDocument();
    expect(
      within(await rowOf('Northstar Ventures')).getByText('Pending', { selector: 'span' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      within(await rowOf('Riverside University')).getByText('Inactive', { selector: 'span' }),
    ).toBeInTheDocument();
  });

  it('creates a partner, checking the fields first and saying when it failed', async () => {
    let fail = true;
    const fetchMock = stubApi(demoAdmin, {
      [LIST]: () => page([]),
      [CREATE]: () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: m.createFailed } } }
          : { status: 201, body: { ...launchpad, name: 'Harbor Seed' } },
    });
    renderAppRoute('/admin/partners');
    expect(await screen.findByRole('heading', { name: 'No partners yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner' });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('accelerator');
    expect(within(dialog).getByLabelText('Revenue share (%)')).toHaveValue(20);
    await userEvent.clear(within(dialog).getByLabelText('Revenue share (%)'));
    await userEvent.type(within(dialog).getByLabelText('Revenue share (%)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(within(dialog).getByText(m.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.domainRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.revenueShareRange)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Harbor Seed');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'investor');
    await userEvent.type(
      within(dialog).getByLabelText('Domain'),
      'https://www.harborseed.example/',
    );
    await userEvent.clear(within(dialog).getByLabelText('Revenue share (%)'));
    await userEvent.type(within(dialog).getByLabelText('Revenue share (%)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(await within(dialog).findByText(m.createFailed)).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(await toastText('Harbor Seed is a partner now')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(bodyOf(call?.[1])).toEqual({
      name: 'Harbor Seed',
      type: 'investor',
      domain: 'https://www.harborseed.example/',
      revenueShare: 10,
      status: 'active',
    });
  });

  it("shows the server's word on a domain another partner has", async () => {
    stubApi(demoAdmin, {
      [LIST]: () => page([launchpad]),
      [CREATE]: () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: m.domainTaken,
            fieldErrors: { domain: [m.domainTaken] },
          },
        },
      }),
    });
    renderAppRoute('/admin/partners');
    await userEvent.click(await screen.findByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Copycat');
    await userEvent.type(within(dialog).getByLabelText('Domain'), 'launchpadlabs.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(await within(dialog).findByText(m.domainTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
  });

  it("changes a partner's status from its row", async () => {
    const fetchMock = stubApi(demoAdmin, {
      [LIST]: () => page([launchpad]),
      [`PUT /api/admin/partners/${launchpad.id}/status`]: () => ({
        status: 200,
        body: { ...launchpad, status: 'inactive' },
      }),
    });
    renderAppRoute('/admin/partners');
    const row = await rowOf('Launchpad Labs');
    await userEvent.selectOptions(
      within(row).getByLabelText('Status of Launchpad Labs'),
      'inactive',
    );
    expect(await toastText('Launchpad Labs is inactive now')).toBeInTheDocument();
    expect(await within(row).findByText('Inactive', { selector: 'span' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(call?.[1])).toEqual({ status: 'inactive' });
  });

  it('previews a file with its errors, then imports a corrected one and shows the report', async () => {
    const fetchMock = stubApi(demoAdmin, {
      [LIST]: () => page([launchpad, northstar]),
      [IMPORT]: () => ({ status: 200, body: importReport }),
    });
    renderAppRoute('/admin/partners');
    const section = await screen.findByRole('region', { name: 'Import members' });
    await within(section).findByRole('option', { name: 'Launchpad Labs' });

    await userEvent.upload(within(section).getByLabelText('CSV file'), csv(badFile));
    const bad = await within(section).findByRole('row', { name: /not-an-email/ });
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(within(bad).getByText(accountMessages.emailInvalid)).toBeInTheDocument();
    expect(within(section).getByText(/1 row needs fixing/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import 2 members' })).toBeDisabled();

    await userEvent.upload(within(section).getByLabelText('CSV file'), csv(goodFile));
    expect(await within(section).findByText(/2 rows, ready to import/)).toBeInTheDocument();
    // No partner chosen yet.
    expect(within(section).getByRole('button', { name: 'Import 2 members' })).toBeDisabled();
    await userEvent.selectOptions(within(section).getByLabelText('Partner'), launchpad.id);
    await userEvent.click(within(section).getByRole('button', { name: 'Import 2 members' }));

    const report = await within(section).findByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Imported 2 rows into Launchpad Labs.')).toBeInTheDocument();
    expect(within(report).getByText('New account')).toBeInTheDocument();
    expect(within(report).getByText('Linked', { selector: 'span' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(call?.[1])).toEqual({ csv: goodFile, dryRun: false });
  });

  it('marks the rows the server refused, and imports nothing', async () => {
    stubApi(demoAdmin, {
      [LIST]: () => page([launchpad]),
      [IMPORT]: () => ({
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: m.importRefused,
            fieldErrors: { 'row.3': [m.memberIsAdmin] },
          },
        },
      }),
    });
    renderAppRoute('/admin/partners');
    const section = await screen.findByRole('region', { name: 'Import members' });
    await within(section).findByRole('option', { name: 'Launchpad Labs' });
    await userEvent.selectOptions(within(section).getByLabelText('Partner'), launchpad.id);
    await userEvent.upload(within(section).getByLabelText('CSV file'), csv(goodFile));
    await userEvent.click(await within(section).findByRole('button', { name: 'Import 2 members' }));
    expect(await within(section).findByText(m.importRefused)).toBeInTheDocument();
    const refused = await within(section).findByRole('row', { name: /bo@example.com/ });
    expect(within(refused).getByText(m.memberIsAdmin)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import 2 members' })).toBeDisabled();
    expect(within(section).queryByRole('region', { name: 'Import report' })).toBeNull();
  });

  it('says why a file cannot be imported at all', async () => {
    stubApi(demoAdmin, { [LIST]: () => page([launchpad]) });
    renderAppRoute('/admin/partners');
    const section = await screen.findByRole('region', { name: 'Import members' });
    await userEvent.upload(within(section).getByLabelText('CSV file'), csv('email,name,role\n'));
    expect(await within(section).findByText(m.noRows)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import 0 members' })).toBeDisabled();
  });
});
