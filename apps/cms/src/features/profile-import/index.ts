/** What other cms features may use of profile import (lint: a feature imports another only through its index). */
export { ImportDialog } from './import-dialog';
