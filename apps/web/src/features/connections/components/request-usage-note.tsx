import { TextLink } from '../../../components/ui/text-link';
import { useRequestUsage } from '../api/use-request-usage';

/** Free plan: '3 of 5 connection requests used this month', with the way to unlimited. */
export function RequestUsageNote() {
  const usage = useRequestUsage();
  if (!usage.data || usage.data.plan !== 'free' || usage.data.limit === null) return null;
  const { used, limit } = usage.data;
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
      {Math.min(used, limit)} of {limit} connection requests used this month.{' '}
      <TextLink to="/pricing">Upgrade for unlimited</TextLink>
    </p>
  );
}
