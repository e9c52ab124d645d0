/** `npm run docs:api`: rewrites docs/api.md's route tables from the contracts (libs/domain/src/contracts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocs } from '../src/contracts/api-docs-file';

const file = join(__dirname, '../../../docs/api.md');
writeFileSync(file, apiDocs(readFileSync(file, 'utf8'), file));
console.log('docs/api.md written from the contracts');
