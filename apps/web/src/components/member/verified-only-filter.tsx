import { CheckboxChipGroup } from '../ui/choice-group';

/** One chip: only members with a verified badge while it is checked. */
const verifiedOptions = ['Verified members only'] as const;

/**
 * The 'Verified members only' filter of Discover and the deck
 * (docs/product.md#verified-badges).
 */
export function VerifiedOnlyFilter({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <CheckboxChipGroup
      legend="Verified"
      hint="LinkedIn or GitHub linked to their account"
      name="verified"
      options={verifiedOptions}
      value={value ? verifiedOptions : []}
      onChange={(checked) => onChange(checked.length > 0)}
    />
  );
}
