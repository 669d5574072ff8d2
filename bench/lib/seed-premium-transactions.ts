import { planMonthlyPriceCents } from '@cofound/shared/billing/plan';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { runSql, withoutSecondaryIndexes } from './sql';

/**
 * `count` premium transactions of the seeded founders spread over the last year (3 in 10 on
 * Business, 1 in 20 a free referral month), and a subscription for every fifth founder: mostly
 * in force, some past due, some set to end, some ended, made over the last two years.
 */
export async function seedPremiumTransactions(
  handle: DatabaseHandle,
  founders: number,
  count: number,
) {
  const run = (statement: string) => runSql(handle, statement);
  const { pro, business } = planMonthlyPriceCents;
  await run(`select setseed(0.23)`);
  await withoutSecondaryIndexes(handle, ['premium_transactions'], async () => {
    await run(`
      insert into premium_transactions (user_id, provider, invoice_id, kind, plan, amount_cents,
        created_at)
      select 'bench-' || (1 + (g * 7919) % ${founders}),
        case when g % 20 = 0 then 'cofound' else 'local' end,
        'bench_invoice_' || g,
        case when g % 20 = 0 then 'referral_reward' else 'payment' end,
        case when g % 10 < 3 then 'business' else 'pro' end,
        case when g % 20 = 0 then 0 when g % 10 < 3 then ${business} else ${pro} end,
        now() - (random() + 0 * g) * interval '365 days'
      from generate_series(1, ${count}) as g`);
  });
  await run(`
    insert into subscriptions (id, user_id, provider, customer_id, plan, status,
      cancel_at_period_end, current_period_end, paid_through, ended_at, event_at, created_at,
      updated_at)
    select 'bench_sub_' || g, 'bench-' || g, 'local', 'bench_customer_' || g,
      case when g % 10 < 3 then 'business' else 'pro' end,
      case g % 10 when 9 then 'canceled' when 8 then 'past_due' else 'active' end,
      g % 10 = 7,
      now() + (1 + g % 30) * interval '1 day',
      now() + (1 + g % 30) * interval '1 day',
      case when g % 10 = 9 then now() - (g % 300) * interval '1 day' end,
      now(),
      now() - (30 + g % 700) * interval '1 day',
      now() - (g % 60) * interval '1 day'
    from generate_series(1, ${founders}) as g
    where g % 5 = 0`);
  await run('vacuum (analyze) premium_transactions, subscriptions');
}
