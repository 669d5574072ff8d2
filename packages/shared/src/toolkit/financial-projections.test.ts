import { describe, expect, it } from 'vitest';
import { projectFinances, PROJECTION_MONTHS, type ProjectionInput } from './financial-projections';

const drivers = (changes: Partial<ProjectionInput> = {}): ProjectionInput => ({
  startingCustomers: 10,
  growthMode: 'new-customers',
  monthlyNewCustomers: 5,
  monthlyGrowthPercent: 0,
  monthlyChurnPercent: 0,
  pricePerCustomer: 100,
  costPerCustomer: 10,
  fixedMonthlyCosts: 1_000,
  hires: [],
  startingCash: 10_000,
  ...changes,
});

describe('projectFinances', () => {
  it('projects 36 months', () => {
    expect(projectFinances(drivers()).months).toHaveLength(PROJECTION_MONTHS);
    expect(PROJECTION_MONTHS).toBe(36);
  });

  it('adds new customers and prices the month on its closing customers', () => {
    const [first, second] = projectFinances(drivers()).months;
    expect(first).toMatchObject({
      month: 1,
      newCustomers: 5,
      churnedCustomers: 0,
      customers: 15,
      revenue: 1_500,
      variableCosts: 150,
      payroll: 0,
      fixedCosts: 1_000,
      totalCosts: 1_150,
      net: 350,
      netBurn: 0,
      cash: 10_350,
      runwayMonths: null,
    });
    expect(second).toMatchObject({
      customers: 20,
      revenue: 2_000,
      totalCosts: 1_200,
      cash: 11_150,
    });
  });

  it('takes churn off last month’s customers before adding new ones', () => {
    const [first] = projectFinances(
      drivers({ startingCustomers: 100, monthlyNewCustomers: 0, monthlyChurnPercent: 10 }),
    ).months;
    expect(first).toMatchObject({ churnedCustomers: 10, customers: 90 });
  });

  it('grows by a percentage of last month’s customers', () => {
    const months = projectFinances(
      drivers({
        startingCustomers: 100,
        growthMode: 'growth-rate',
        monthlyGrowthPercent: 10,
        monthlyChurnPercent: 5,
      }),
    ).months;
    expect(months[0]).toMatchObject({ newCustomers: 10, churnedCustomers: 5, customers: 105 });
    expect(months[1]).toMatchObject({
      newCustomers: 10.5,
      churnedCustomers: 5.25,
      customers: 110.25,
    });
    expect(months[1]!.revenue).toBe(11_025);
  });

  it('pays each hire from their start month and names them in it', () => {
    const months = projectFinances(
      drivers({
        hires: [
          { role: 'Engineer', monthlySalary: 8_000, startMonth: 1 },
          { role: 'Designer', monthlySalary: 6_000, startMonth: 3 },
        ],
      }),
    ).months;
    expect(months.map((row) => row.payroll).slice(0, 4)).toEqual([8_000, 8_000, 14_000, 14_000]);
    expect(months[0]!.hiresStarting).toEqual(['Engineer']);
    expect(months[1]!.hiresStarting).toEqual([]);
    expect(months[2]!.hiresStarting).toEqual(['Designer']);
  });

  it('burns cash, shows the runway at each month’s burn and the month the cash runs out', () => {
    const projection = projectFinances(
      drivers({
        startingCustomers: 0,
        monthlyNewCustomers: 0,
        fixedMonthlyCosts: 1_000,
        startingCash: 3_500,
      }),
    );
    const [first, second, third, fourth] = projection.months;
    expect(first).toMatchObject({
      revenue: 0,
      totalCosts: 1_000,
      net: -1_000,
      netBurn: 1_000,
      cash: 2_500,
      runwayMonths: 2.5,
    });
    expect(second!.cash).toBe(1_500);
    expect(third).toMatchObject({ cash: 500, runwayMonths: 0.5 });
    expect(fourth).toMatchObject({ cash: -500, runwayMonths: 0 });
    expect(projection.summary).toMatchObject({
      cashOutMonth: 4,
      runwayMonths: 3,
      breakEvenMonth: null,
      totalRevenue: 0,
      totalCosts: 36_000,
      endingCash: 3_500 - 36_000,
    });
  });

  it('finds the first month whose revenue covers its costs', () => {
    // Costs 1,000 + 10 a customer; revenue 100 a customer: covered from 12 customers on.
    const projection = projectFinances(
      drivers({ startingCustomers: 0, monthlyNewCustomers: 3, startingCash: 50_000 }),
    );
    expect(projection.summary.breakEvenMonth).toBe(4);
    expect(projection.months[2]!.net).toBeLessThan(0);
    expect(projection.months[3]!.net).toBeGreaterThanOrEqual(0);
    expect(projection.summary.cashOutMonth).toBeNull();
    expect(projection.summary.runwayMonths).toBeNull();
  });

  it('keeps cash equal to the start plus every month’s net, to the cent', () => {
    const projection = projectFinances(
      drivers({
        startingCustomers: 7,
        growthMode: 'growth-rate',
        monthlyGrowthPercent: 13.7,
        monthlyChurnPercent: 3.3,
        pricePerCustomer: 19.99,
        costPerCustomer: 2.37,
        fixedMonthlyCosts: 1_234.56,
        startingCash: 25_000.01,
      }),
    );
    const cents = projection.months.reduce((total, row) => total + Math.round(row.net * 100), 0);
    expect(Math.round(projection.summary.endingCash * 100)).toBe(2_500_001 + cents);
    for (const row of projection.months) {
      expect(Math.round(row.totalCosts * 100)).toBe(
        Math.round(row.variableCosts * 100) +
          Math.round(row.payroll * 100) +
          Math.round(row.fixedCosts * 100),
      );
    }
  });
});
