import { dateTimeFormat, numberFormat } from '../../../lib/intl-formats';

/**
 * An amount in cents as the member reads it: '$29' for whole dollars, '$29.50' otherwise; with
 * `withCents`, always the cents ('$0.00', as a payment list shows a free month).
 */
export function formatMoney(cents: number, currency = 'usd', withCents = false): string {
  const whole = !withCents && cents % 100 === 0;
  return numberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A date as the billing page shows it: 'December 25, 2026'. */
export function formatBillingDate(iso: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
}
