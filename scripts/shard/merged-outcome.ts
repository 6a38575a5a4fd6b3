// What the merged report holds, read from Playwright's JSON reporter run beside the HTML one: `playwright
// merge-reports` exits 0 whatever the merged tests did (checked with 1.65.1: a blob with a failed test merges with
// exit 0), so `npm run test:report` finds the failed tests here.

interface JsonTest {
  projectName: string;
  /** 'expected', 'skipped', 'unexpected' (failed) or 'flaky' (passed only on a retry). */
  status: string;
}
interface JsonSpec {
  title: string;
  file: string;
  line: number;
  tests: JsonTest[];
}
export interface JsonSuite {
  title: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
export interface JsonReport {
  suites: JsonSuite[];
}

/**
 * Every merged test that did not pass at its first try, as `[project] file:line › title path`: a failure, or a pass
 * on a retry (the suite takes none, so one that needed it is reported too).
 */
export function testsNotPassed(report: JsonReport): string[] {
  const found: string[] = [];
  const walk = (suite: JsonSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const title = [...path, spec.title].join(' › ');
        found.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${title}${test.status === 'flaky' ? ' (passed on a retry)' : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // A file's suite is titled by its file name, which each line names already.
  for (const file of report.suites) walk(file, []);
  return found;
}
