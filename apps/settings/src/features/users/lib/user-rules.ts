import { ALL_CATEGORIES, type UserRole } from '@laurel/domain';

export const EMAIL_ERROR = 'Enter an e-mail address like coach@school.org.';
export const PASSWORD_ERROR = 'A first password needs at least 8 characters (or leave it empty).';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewUser(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!EMAIL.test(email.trim())) errors.email = EMAIL_ERROR;
  if (password && password.length < 8) errors.password = PASSWORD_ERROR;
  return errors;
}

/** What each role may do, as the Users page explains it. */
export const ROLE_DESCRIPTIONS: Record<UserRole, { label: string; can: string }> = {
  editor: {
    label: 'Editor',
    can: 'Edits profiles, folders, records and media in the folders they are given (all folders by default). Cannot open settings, users, cast screens, the media library or recently deleted.',
  },
  admin: {
    label: 'Admin',
    can: 'Everything an editor can do, in every folder, plus these settings: users and their folders, colours, fonts, SEO, analytics, cast screens, the media library and recently deleted.',
  },
  internal: {
    label: 'Laurel staff',
    can: 'Laurel support staff: every site of every organisation. Only Laurel staff can give this role.',
  },
};

export const hasAllFolders = (categories: readonly string[]) => categories.includes(ALL_CATEGORIES);
