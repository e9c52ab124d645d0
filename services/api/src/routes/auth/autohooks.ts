/** Sign-in, refresh and sign-out: anyone (the refresh cookie decides). */
import { folderAccess } from '../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
