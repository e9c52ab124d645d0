/** Anyone reads a button's tweets; site admins change the buttons and confirm Twitter usernames. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'admin' });
