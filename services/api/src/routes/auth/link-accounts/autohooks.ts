/** Anyone holding a pending link (the sealed link cookie, proved again by the account's password). */
import { folderAccess } from '../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
