import { HOME_CATEGORY_404 } from './console-messages';

export { HOME_CATEGORY_404 } from './console-messages';

/** The user-visible messages SPEC §5 and §8 name, in one place so every part says the same words. */
export const MESSAGES = {
  notAuthenticated: 'User must be authenticated to use this endpoint.',
  noPermission: 'User does not have permissions to access this resource',
  saveError: 'Error while saving',
  columnDeleteError: "We're sorry, an error occurred",
  recordCreateError: 'Error creating new record',
  recordColumnMissing: 'Unable to find column to add record to',
  recordCategoryMissing: 'No Category ID found',
  folderCopyError:
    'Error copying folder. Please check your internet connection. If the problem persists please contact support',
  defaultServerError: 'Server Error. Close popup to refresh and try again.',
  entryNotFound: 'Entry not found!',
  unknownMediaError: 'An unknown error occurred',
  castEmptyTitle: 'No media to display',
  castEmptyBody: 'Please contact a site admin to add media to this screen.',
  homeCategory404: HOME_CATEGORY_404,
  twitterConfirmError: 'Error confirming username',
  twitterConfirmSuccess: 'Success!',
  invalidPrimaryColor: 'Invalid primary color value.',
  payloadInvalid: 'Payload invalid',
  chunkLoadFailure: 'Failed to fetch dynamically imported module',
} as const;

export const entryPathNotFound = (path: string): string => `Entry path ${path} not found.`;
export const invalidPage = (name: string): string => `Invalid page ${name}.`;
export const pathNotFound = (page: string, group: string, type: string, name: string): string =>
  `Path ${page} ${group} ${type} ${name} cannot be found.`;
export const folderCopied = (name: string): string => `Successfully copied ${name}`;
export const injectFailed = (name: string): string => `Inject has failed for ${name}`;
export const noDocumentForSite = (siteId: string): string => `No document exists for siteID ${siteId}`;
