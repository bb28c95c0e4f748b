// A titled block inside a tab (e.g. Students, Companies, Admins), with an optional line under the title and actions.
import type { ReactNode } from 'react';

export function Section({ title, description, actions, children, headingLevel = 2 }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={title} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
