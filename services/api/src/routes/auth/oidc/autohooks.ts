/** Anyone: signing in is how a visitor becomes a user (the sealed sign-in cookie ties start and callback). */
import { folderAccess } from '../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
