import {
  archetypeDetails,
  archetypeLabels,
  archetypes,
  complementsOf,
  type Archetype,
} from '@cofound/shared/personality-test/archetypes';
import { Button } from '../../../components/ui/button';
import { CheckboxChipGroup } from '../../../components/ui/choice-group';
import { TextLink } from '../../../components/ui/text-link';
import { useSession } from '../../session/index';
import { useOwnArchetype } from '../api/use-own-archetype';

type ArchetypeFilterProps = { value: readonly Archetype[]; onChange: (value: Archetype[]) => void };

/**
 * The founder types to keep, with a shortcut to the two that complement the member's own type
 * (or a way to find it out first).
 */
export function ArchetypeFilter({ value, onChange }: ArchetypeFilterProps) {
  const { user } = useSession();
  const own = useOwnArchetype(user !== null);
  const mine = own.data?.result?.archetype;
  return (
    <div className="space-y-2">
      <CheckboxChipGroup
        legend="Founder type"
        hint="From the founder personality test"
        name="archetypes"
        options={archetypes}
        labels={archetypeLabels}
        value={value}
        onChange={onChange}
      />
      {mine ? (
        <Button variant="ghost" size="sm" onClick={() => onChange([...complementsOf(mine)])}>
          Types that complement a {archetypeDetails[mine].label}
        </Button>
      ) : (
        own.data && (
          <p className="text-sm text-slate-600">
            <TextLink to="/personality-test">Take the test</TextLink> to see who complements you.
          </p>
        )
      )}
    </div>
  );
}
