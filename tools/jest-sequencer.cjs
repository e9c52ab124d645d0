// Jest's order of test files, for two workers: the files that start processes of their own (an API, the
// database, nginx, a cluster: the longest files by far) first, then Jest's own order (failed first, then the
// slowest known, then the largest). On a fresh clone Jest knows no durations and ordered by size, so a minute-
// long cluster test could start last and leave one worker idle at the end. The API spec groups
// (services/api/test/groups.cjs: twenty specs each, small files) come right after those.
const Sequencer = require('@jest/test-sequencer').default;
const { readFileSync } = require('node:fs');

const STARTS_PROCESSES = /\bstartProcess\(|\bspawn\(|\bspawnSync\(/;
const GROUP = /[/\\]api-group-\d+\.spec\.ts$/;

class ProcessesFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const starts = new Set(sorted.filter((t) => STARTS_PROCESSES.test(readFileSync(t.path, 'utf8'))));
    const groups = new Set(sorted.filter((t) => GROUP.test(t.path)));
    const rest = sorted.filter((t) => !starts.has(t) && !groups.has(t));
    return [...sorted.filter((t) => starts.has(t)), ...sorted.filter((t) => groups.has(t)), ...rest];
  }
}

module.exports = ProcessesFirst;
