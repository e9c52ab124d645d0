/** What other settings features may use of Users (lint: a feature imports another only through its index). */
export { useSettingsGetUsersQuery } from './api/users-endpoints';
