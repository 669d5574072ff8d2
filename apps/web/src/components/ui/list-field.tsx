import type { ComponentProps } from 'react';
import { parseListInput } from '@cofound/shared/profiles/list-input';
import { Input } from './input';
import { ChipList } from './chip-list';

type ListFieldProps = Omit<ComponentProps<typeof Input>, 'value'> & { value: string };

/** A comma-separated list typed as text, with the items it will save shown as chips. */
export function ListField({ value, label, hint, ...props }: ListFieldProps) {
  const items = parseListInput(value);
  return (
    <div className="space-y-2">
      <Input
        {...props}
        value={value}
        label={label}
        hint={hint ?? 'Separate items with commas'}
        autoComplete="off"
      />
      <ChipList items={items} label={`${label} to save`} tone="brand" />
    </div>
  );
}
