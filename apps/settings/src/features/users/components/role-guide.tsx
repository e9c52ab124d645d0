import type { UserRole } from '@laurel/domain';
import { ROLE_DESCRIPTIONS } from '../lib/user-rules';

/** What each role may do, so an admin picks the right one. */
export function RoleGuide({ showInternal }: { showInternal: boolean }) {
  const roles: UserRole[] = ['editor', 'admin', ...(showInternal ? ['internal' as const] : [])];
  return (
    <section className="st-section st-role-guide" aria-labelledby="st-roles-title">
      <h2 className="st-section__title" id="st-roles-title">
        What each role may do
      </h2>
      <dl className="st-role-guide__list">
        {roles.map((r) => (
          <div key={r} className="st-role-guide__item">
            <dt>{ROLE_DESCRIPTIONS[r].label}</dt>
            <dd>{ROLE_DESCRIPTIONS[r].can}</dd>
          </div>
        ))}
      </dl>
      <p className="st-field__hint">
        Folder access covers a folder, its sub-folders and their profiles. Admins always reach every folder.
      </p>
    </section>
  );
}
