/** Anyone: only publicly visible content. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
