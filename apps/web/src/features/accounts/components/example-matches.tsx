import { Sparkles } from 'lucide-react';

/** Two fixed sample matches, 92% and 88%. Invented people, never real members. */
const exampleMatches = [
  {
    initials: 'MO',
    name: 'Maya Okafor',
    role: 'CTO/Technical Lead',
    industry: 'AI/ML',
    traits: ['Analytical', 'Remote'],
    score: 92,
  },
  {
    initials: 'DB',
    name: 'Daniel Brandt',
    role: 'CMO/Marketing Lead',
    industry: 'E-commerce',
    traits: ['Creative', 'Fast-paced'],
    score: 88,
  },
] as const;

/** A static preview of what matches look like, beside the wizard (below it on phones). */
export function ExampleMatches() {
  return (
    <aside
      aria-labelledby="example-matches-title"
      className="rounded-2xl border border-dashed border-slate-300 bg-white/70 p-5"
    >
      <div className="mb-4 flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
        <h2 id="example-matches-title" className="text-sm font-semibold text-slate-900">
          Example matches
        </h2>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        An illustration of what you will see once your profile is ready. These people are made up.
      </p>
      <ul className="space-y-3">
        {exampleMatches.map((match) => (
          <li
            key={match.name}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
            >
              {match.initials}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-slate-900">{match.name}</p>
              <p className="text-xs text-slate-600">
                {match.role} · {match.industry}
              </p>
              <p className="mt-1 text-xs text-slate-600">{match.traits.join(' · ')}</p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-lg leading-none font-bold text-brand-700">
                {match.score}%
              </span>
              <span className="text-xs text-slate-600">compatibility</span>
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
