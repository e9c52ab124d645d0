import type { ReactNode } from 'react';

/** The title of a settings page and a sentence on what it is for. */
export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="st-page-header">
      <div>
        <h1 className="st-page-header__title">{title}</h1>
        {children ? <p className="st-page-header__lead">{children}</p> : null}
      </div>
      {actions ? <div className="st-page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** A titled card of related settings. */
export function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section className="st-section" aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 className="st-section__title" id={id ? `${id}-title` : undefined}>
        {title}
      </h2>
      {description ? <p className="st-section__lead">{description}</p> : null}
      {children}
    </section>
  );
}
