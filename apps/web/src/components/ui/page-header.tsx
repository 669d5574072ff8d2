import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** The page's one <h1>; also becomes the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {/* React 19 hoists <title> into <head>. */}
      <title>{`${title} · Cofound`}</title>
      <div className="min-w-0 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {description && <p className="max-w-2xl text-base text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
