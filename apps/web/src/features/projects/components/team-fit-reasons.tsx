import type { TeamFitComponent } from '@cofound/shared/projects/team-fit';

const labels: Record<TeamFitComponent, string> = {
  skills: 'skills',
  role: 'role',
  industry: 'industry',
  experience: 'experience',
  boost: 'reputation',
};

/** Why the score is what it is: the parts that count, strongest first ('skills 67% · role'). */
export function TeamFitReasons({ components }: { components: Record<TeamFitComponent, number> }) {
  const parts = (Object.keys(labels) as TeamFitComponent[])
    .filter((key) => components[key] > 0)
    .map((key) =>
      key === 'role' || key === 'industry'
        ? labels[key]
        : key === 'boost'
          ? `${labels[key]} +${Math.round(components[key] * 100)}`
          : `${labels[key]} ${Math.round(components[key] * 100)}%`,
    );
  if (parts.length === 0) return null;
  return <p className="text-xs text-slate-600">Fits on {parts.join(' · ')}</p>;
}
