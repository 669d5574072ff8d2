import type { ReactNode } from 'react';
import { Card } from './card';

/** A titled group of a long form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}
