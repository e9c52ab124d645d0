import { apiUrl, type ReplyOf, type User, type UserRole } from '@laurel/domain';
import { api } from '@laurel/api-client';

const list = (siteId: string) => [{ type: 'User' as const, id: `LIST-${siteId}` }];

/** Users of the site's client (SPEC §7 fetchUsers, addUser then patchUser, deleteUser). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetUsers: build.query<User[], string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/users', { siteId }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/users'>) => reply.users,
      providesTags: (_r, _e, siteId) => list(siteId),
    }),
    settingsAddUser: build.mutation<User, { siteId: string; email: string; role: UserRole; password?: string }>({
      query: ({ siteId, ...body }) => ({ url: apiUrl('POST /sites/:siteId/users', { siteId }), method: 'POST', body }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : list(siteId)),
    }),
    settingsPatchUser: build.mutation<User, { siteId: string; userId: string; categories?: string[]; role?: UserRole }>(
      {
        query: ({ siteId, userId, ...body }) => ({
          url: apiUrl('PATCH /sites/:siteId/users/:userId', { siteId, userId }),
          method: 'PATCH',
          body,
        }),
        extraOptions: { inlineClientErrors: true },
        invalidatesTags: (_r, error, { siteId }) => (error ? [] : list(siteId)),
      },
    ),
    settingsDeleteUser: build.mutation<void, { siteId: string; userId: string }>({
      query: ({ siteId, userId }) => ({
        url: apiUrl('DELETE /sites/:siteId/users/:userId', { siteId, userId }),
        method: 'DELETE',
      }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : list(siteId)),
    }),
  }),
});

export const {
  useSettingsGetUsersQuery,
  useSettingsAddUserMutation,
  useSettingsPatchUserMutation,
  useSettingsDeleteUserMutation,
} = usersApi;
