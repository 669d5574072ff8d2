const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '$250,000 for 12.5% equity', '$250,000', 'Raising', or 'Not raising'. */
export function fundingText(project: {
  fundingNeeded: boolean;
  fundingAmount: number | null;
  equity: number | null;
}): string {
  if (!project.fundingNeeded) return 'Not raising';
  const amount = project.fundingAmount === null ? null : usd.format(project.fundingAmount);
  const equity = project.equity === null ? null : `${project.equity}% equity`;
  if (amount && equity) return `${amount} for ${equity}`;
  return amount ?? (equity ? `Offering ${equity}` : 'Raising');
}
