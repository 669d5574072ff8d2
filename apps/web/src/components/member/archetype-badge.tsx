import { Sparkles } from 'lucide-react';
import { archetypeLabel, type Archetype } from '@cofound/shared/personality-test/archetypes';
import { cn } from '../../lib/cn';

/** The founder type a member's personality test gave them, as a small labelled pill. */
export function ArchetypeBadge({
  archetype,
  className,
}: {
  archetype: Archetype | null | undefined;
  className?: string;
}) {
  if (!archetype) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200',
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Founder type: </span>
      {archetypeLabel(archetype)}
    </span>
  );
}
