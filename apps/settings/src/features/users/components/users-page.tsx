import { useSelector } from 'react-redux';
import { SETTINGS_TITLES } from '@laurel/domain';
import type { RootState } from '@laurel/api-client';
import { PageHeader, Section } from '../../../components/page-header';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSettingsSite } from '../../../lib/use-settings-site';
import { useFolders } from '../../../lib/use-folders';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsGetUsersQuery } from '../api/users-endpoints';
import { AddUserForm } from './add-user-form';
import { RoleGuide } from './role-guide';
import { UsersTable } from './users-table';

/** `/settings/{siteId}/users`: who may edit the site, with which role and in which folders. */
export default function UsersPage() {
  const { siteId } = useSettingsSite();
  const { userEmail, isInternal } = useSelector((s: RootState) => s.session);
  const users = useSettingsGetUsersQuery(siteId, { skip: !siteId });
  const folders = useFolders(siteId);
  const foldersStatus = folders.isError ? 'error' : folders.isSuccess ? 'ready' : 'loading';
  if (users.isLoading) return <PageSkeleton label="Loading users…" />;
  return (
    <div className="st-page">
      <PageHeader title={SETTINGS_TITLES.users}>
        Add colleagues, give them a role, and limit editors to the folders they look after.
      </PageHeader>
      <div className="st-columns">
        <div className="st-columns__main">
          <AddUserForm siteId={siteId} canGrantInternal={isInternal} />
          <Section id="users" title="Users">
            {users.isError ? (
              <p className="st-notice st-notice--error" role="alert">
                The users could not be loaded: {apiErrorMessage(users.error)}
              </p>
            ) : (
              <UsersTable
                siteId={siteId}
                users={users.data ?? []}
                folders={folders.byId}
                foldersStatus={foldersStatus}
                myEmail={userEmail}
                canGrantInternal={isInternal}
              />
            )}
          </Section>
        </div>
        <RoleGuide showInternal={isInternal} />
      </div>
    </div>
  );
}
