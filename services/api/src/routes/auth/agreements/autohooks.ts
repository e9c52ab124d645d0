/** Signed-in users. */
import { folderAccess } from '../../../plugins/app/authenticate';

export default folderAccess({ read: 'signed-in', write: 'signed-in' });
