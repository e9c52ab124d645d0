/** Anyone posts visitor events (rate- and size-limited); site admins read the report. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'admin', write: 'public' });
