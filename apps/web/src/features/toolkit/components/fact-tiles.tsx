import { surfaceStyles } from '../../../components/ui/card';

/** A result's key figures, each in its own tile. */
export function FactTiles({
  facts,
  className,
}: {
  facts: { label: string; value: string }[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={surfaceStyles('compact')}>
          <dt className="text-sm text-slate-600">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
