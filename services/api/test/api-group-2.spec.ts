// A third of the grouped API specs in one module registry (test/groups.cjs), each in a describe of its own.
import { runGroup } from './helpers/spec-group';

runGroup(1);
