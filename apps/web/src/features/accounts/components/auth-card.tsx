import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

type AuthCardProps = { title: string; description: ReactNode; children: ReactNode };

/** The narrow centred card the sign-in and sign-up pages sit in. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-8">
      <title>{`${title} · Cofound`}</title>
      <Card>
        <div className="mb-6 space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-slate-600">{description}</p>
        </div>
        {children}
      </Card>
    </div>
  );
}
