/** Anyone reads an entry (the public view; ?cms=1 for editors); editors of the site write (their folder scope checked by the services). */
import { folderAccess } from '../../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'editor' });
