/** What other public-site features may use of the folder pages (lint: a feature imports another only through its index). */
export { FolderPageFrame } from './folder-page-frame';
