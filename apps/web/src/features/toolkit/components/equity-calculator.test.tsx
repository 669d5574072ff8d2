import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { agreementFoundersPrefillSchema } from '@cofound/shared/agreements/agreements.schemas';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { EquityCalculator } from './equity-calculator';

function renderCalculator() {
  const router = createMemoryRouter(
    [
      { path: '/toolkit', element: <EquityCalculator /> },
      { path: '/agreements', element: <p>Agreements</p> },
    ],
    { initialEntries: ['/toolkit?tool=equity-calculator'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const founder = (number: number) => screen.getByRole('group', { name: `Founder ${number}` });

/** The equity column of the split table, founders first, then the pool. */
function equityColumn(): string[] {
  const table = screen.getByRole('table', { name: 'Equity split by founder' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent ?? '');
}

async function fillFounder(
  number: number,
  fields: {
    name?: string;
    role?: string;
    experience?: string;
    capital?: string;
    partTime?: boolean;
  },
) {
  const user = userEvent.setup();
  const group = founder(number);
  if (fields.name) await user.type(within(group).getByLabelText('Name'), fields.name);
  if (fields.role) await user.type(within(group).getByLabelText('Role'), fields.role);
  if (fields.experience !== undefined) {
    await user.clear(within(group).getByLabelText('Experience (years)'));
    await user.type(within(group).getByLabelText('Experience (years)'), fields.experience);
  }
  if (fields.capital !== undefined) {
    await user.clear(within(group).getByLabelText('Capital invested'));
    await user.type(within(group).getByLabelText('Capital invested'), fields.capital);
  }
  if (fields.partTime) {
    await user.selectOptions(within(group).getByLabelText('Commitment'), 'part-time');
  }
}

describe('EquityCalculator', () => {
  it('starts with two equal founders and the 15% pool', () => {
    renderCalculator();
    expect(screen.getByLabelText('Equity pool (%)')).toHaveValue(15);
    expect(screen.getByText(toolkitMessages.poolHint)).toBeInTheDocument();
    // Full-time (30) and another role (15): 45 points each.
    expect(equityColumn()).toEqual(['42.50%', '42.50%', '15.00%']);
  });

  it('splits by the points of each founder', async () => {
    renderCalculator();
    await fillFounder(1, { name: 'Ada', role: 'CEO', experience: '10', capital: '25000' });
    await fillFounder(2, { name: 'Bo', role: 'Designer', experience: '5', partTime: true });
    // Ada: 20 + 30 + 20 + 10 = 80; Bo: 10 + 15 + 15 + 0 = 40.
    expect(equityColumn()).toEqual(['56.67%', '28.33%', '15.00%']);
    const ada = screen.getByRole('rowheader', { name: /Ada/ }).closest('tr')!;
    expect(
      within(ada)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '30', '20', '10', '80', '56.67%']);
  });

  it('counts only full 10,000s of capital', async () => {
    renderCalculator();
    await fillFounder(1, { capital: '19999' });
    const row = screen.getByRole('rowheader', { name: /Founder 1/ }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('5');
  });

  it('clamps the pool between 0 and 100', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const pool = screen.getByLabelText('Equity pool (%)');
    await user.clear(pool);
    await user.type(pool, '150');
    await user.tab();
    expect(pool).toHaveValue(100);
    expect(equityColumn()).toEqual(['0.00%', '0.00%', '100.00%']);
    await user.clear(pool);
    await user.type(pool, '-5');
    await user.tab();
    expect(pool).toHaveValue(0);
    expect(equityColumn()).toEqual(['50.00%', '50.00%', '0.00%']);
  });

  it('says when experience or capital is below 0, and scores it as 0', async () => {
    renderCalculator();
    await fillFounder(1, { experience: '-2', capital: '-1000' });
    expect(within(founder(1)).getByText(toolkitMessages.experienceMin)).toBeInTheDocument();
    expect(within(founder(1)).getByText(toolkitMessages.capitalMin)).toBeInTheDocument();
    expect(within(founder(1)).getByLabelText('Experience (years)')).toHaveAttribute('min', '0');
    expect(within(founder(1)).getByLabelText('Capital invested')).toHaveAttribute('step', '1000');
    expect(equityColumn()).toEqual(['42.50%', '42.50%', '15.00%']);
  });

  it('adds founders up to the limit and keeps at least one', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const add = screen.getByRole('button', { name: 'Add founder' });
    for (let count = 2; count < 8; count += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Founder \d$/ })).toHaveLength(8);
    expect(add).toBeDisabled();
    expect(screen.getByText(toolkitMessages.foundersMax)).toBeInTheDocument();
    for (let count = 8; count > 1; count -= 1) {
      await user.click(screen.getByRole('button', { name: `Remove Founder ${count}` }));
    }
    expect(screen.getByRole('button', { name: 'Remove Founder 1' })).toBeDisabled();
    expect(equityColumn()).toEqual(['85.00%', '15.00%']);
  });

  it('hands the split to the agreements page', async () => {
    const user = userEvent.setup();
    const router = renderCalculator();
    await fillFounder(1, { name: 'Ada', role: 'CEO', experience: '10', capital: '25000' });
    await fillFounder(2, { name: 'Bo', role: 'Designer', experience: '5', partTime: true });
    await user.click(screen.getByRole('button', { name: 'Use in an agreement' }));
    expect(router.state.location.pathname).toBe('/agreements');
    const state: unknown = router.state.location.state;
    expect(agreementFoundersPrefillSchema.parse(state)).toEqual({
      founders: [
        { name: 'Ada', role: 'CEO', equityPercent: 56.67 },
        { name: 'Bo', role: 'Designer', equityPercent: 28.33 },
      ],
    });
  });
});
