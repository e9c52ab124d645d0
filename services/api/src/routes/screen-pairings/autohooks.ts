/** Anyone: a screen that is not paired yet runs signed out (asking for a code is bounded per address by the route). */
import { folderAccess } from '../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
