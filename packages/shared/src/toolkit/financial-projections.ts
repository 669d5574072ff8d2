// Financial projections (docs/product.md#financial-projections): 36 months of customers,
// revenue, costs, burn, cash and runway from a handful of drivers.

export const PROJECTION_MONTHS = 36;

export const customerGrowthModes = ['new-customers', 'growth-rate'] as const;
export type CustomerGrowthMode = (typeof customerGrowthModes)[number];

export type ProjectionHire = {
  role: string;
  monthlySalary: number;
  /** 1 to 36: the first month they are paid. */
  startMonth: number;
};

export type ProjectionInput = {
  startingCustomers: number;
  /** New customers each month as a number, or as a percentage of last month's customers. */
  growthMode: CustomerGrowthMode;
  monthlyNewCustomers: number;
  monthlyGrowthPercent: number;
  /** Percent of last month's customers who leave each month. */
  monthlyChurnPercent: number;
  /** What a customer pays per month. */
  pricePerCustomer: number;
  /** What serving a customer costs per month. */
  costPerCustomer: number;
  fixedMonthlyCosts: number;
  hires: ProjectionHire[];
  /** Cash in the bank at the start, funding included. */
  startingCash: number;
};

export type ProjectionMonth = {
  month: number;
  newCustomers: number;
  churnedCustomers: number;
  /** At the end of the month; a projection, so not always a whole number. */
  customers: number;
  revenue: number;
  variableCosts: number;
  payroll: number;
  fixedCosts: number;
  totalCosts: number;
  /** revenue - totalCosts. */
  net: number;
  /** What the month lost: totalCosts - revenue, or 0 when revenue covered the costs. */
  netBurn: number;
  /** Cash at the end of the month. */
  cash: number;
  /** Months the cash lasts at this month's burn, one decimal; null when nothing burns. */
  runwayMonths: number | null;
  /** Roles of the hires paid for the first time this month. */
  hiresStarting: string[];
};

export type ProjectionSummary = {
  endingCustomers: number;
  totalRevenue: number;
  totalCosts: number;
  endingCash: number;
  /** The first month whose revenue covers its costs; null if none within 36 months. */
  breakEvenMonth: number | null;
  /** The first month that ends with less than no cash; null if the cash lasts 36 months. */
  cashOutMonth: number | null;
  /** Whole months the cash lasts (cashOutMonth - 1); null when it lasts all 36. */
  runwayMonths: number | null;
};

export type Projection = { months: ProjectionMonth[]; summary: ProjectionSummary };

/** Money to the cent; customers to two decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Month by month: last month's customers lose the churn and gain the new ones; revenue and
 * variable costs follow the customers at the end of the month; payroll counts every hire from
 * their start month; cash carries the month's net. Each amount is rounded to the cent before it
 * is added up, so the table, the chart and the CSV agree to the cent.
 */
export function projectFinances(input: ProjectionInput): Projection {
  const months: ProjectionMonth[] = [];
  let customers = input.startingCustomers;
  let cash = round2(input.startingCash);
  for (let month = 1; month <= PROJECTION_MONTHS; month += 1) {
    const churned = (customers * input.monthlyChurnPercent) / 100;
    const added =
      input.growthMode === 'new-customers'
        ? input.monthlyNewCustomers
        : (customers * input.monthlyGrowthPercent) / 100;
    customers = customers - churned + added;
    const revenue = round2(customers * input.pricePerCustomer);
    const variableCosts = round2(customers * input.costPerCustomer);
    const payroll = round2(
      input.hires
        .filter((hire) => hire.startMonth <= month)
        .reduce((sum, hire) => sum + hire.monthlySalary, 0),
    );
    const fixedCosts = round2(input.fixedMonthlyCosts);
    const totalCosts = round2(variableCosts + payroll + fixedCosts);
    const net = round2(revenue - totalCosts);
    const netBurn = net < 0 ? -net : 0;
    cash = round2(cash + net);
    months.push({
      month,
      newCustomers: round2(added),
      churnedCustomers: round2(churned),
      customers: round2(customers),
      revenue,
      variableCosts,
      payroll,
      fixedCosts,
      totalCosts,
      net,
      netBurn,
      cash,
      runwayMonths: netBurn > 0 ? Math.round((Math.max(cash, 0) / netBurn) * 10) / 10 : null,
      hiresStarting: input.hires
        .filter((hire) => hire.startMonth === month)
        .map((hire) => hire.role),
    });
  }
  const breakEven = months.find((row) => row.revenue > 0 && row.net >= 0);
  const cashOut = months.find((row) => row.cash < 0);
  const last = months[months.length - 1]!;
  return {
    months,
    summary: {
      endingCustomers: last.customers,
      totalRevenue: round2(months.reduce((sum, row) => sum + row.revenue, 0)),
      totalCosts: round2(months.reduce((sum, row) => sum + row.totalCosts, 0)),
      endingCash: last.cash,
      breakEvenMonth: breakEven?.month ?? null,
      cashOutMonth: cashOut?.month ?? null,
      runwayMonths: cashOut ? cashOut.month - 1 : null,
    },
  };
}
