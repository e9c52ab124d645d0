/** Anyone: media files are public once referenced by published content. */
import { folderAccess } from '../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
