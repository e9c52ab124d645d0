// Reads Playwright's JSON report: how many journeys passed and failed, and which needed their retry (flaky)
// or failed, by file, line and title, for the closing summary of `npm test`.

function* specsOf(suite, titles = []) {
  const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: path };
  for (const child of suite.suites ?? []) yield* specsOf(child, path);
}

export function playwrightOutcome(report) {
  const flaky = [];
  const failures = [];
  for (const top of report.suites ?? []) {
    for (const { spec, titles } of specsOf(top)) {
      const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
      for (const t of spec.tests) {
        if (t.status === 'flaky') flaky.push(name);
        if (t.status === 'unexpected') failures.push(`e2e: ${name}`);
      }
    }
  }
  const { expected = 0, unexpected = 0 } = report.stats ?? {};
  return { passed: expected + flaky.length, failed: unexpected, flaky, failures };
}
