import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';

/** Home page settings are the site admin's (the API refuses other users): controls show only for them. */
export const useIsAdmin = () => useSelector((s: RootState) => s.session.isAdmin);
