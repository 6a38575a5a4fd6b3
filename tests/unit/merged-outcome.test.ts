import { describe, expect, it } from 'vitest';
import { testsNotPassed, type JsonReport } from '../../scripts/shard/merged-outcome.ts';

// The shape Playwright's JSON reporter writes (1.65.1), as `playwright merge-reports --reporter json` wrote it for a
// blob of one passing and one failing test; the failure's status is 'unexpected', though the merge exited 0.
const test = (projectName: string, status: string) => ({ projectName, status, expectedStatus: 'passed', results: [] });
const report: JsonReport = {
  suites: [
    {
      title: 'e2e/inquiry-form.spec.ts',
      specs: [{ title: 'loads', file: 'e2e/inquiry-form.spec.ts', line: 4, tests: [test('chromium', 'expected')] }],
      suites: [
        {
          title: 'inquiry form on /contact',
          specs: [
            {
              title: 'success is announced',
              file: 'e2e/inquiry-form.spec.ts',
              line: 161,
              tests: [test('chromium', 'unexpected')],
            },
            {
              title: 'skipped here',
              file: 'e2e/inquiry-form.spec.ts',
              line: 170,
              tests: [test('chromium', 'skipped')],
            },
          ],
        },
      ],
    },
    {
      title: 'node.spec.ts',
      specs: [{ title: 'serves /', file: 'node.spec.ts', line: 9, tests: [test('node', 'flaky')] }],
    },
  ],
};

describe("the merged report's outcome", () => {
  it('names every test that failed or passed only on a retry, with its project, place and describe path', () => {
    expect(testsNotPassed(report)).toEqual([
      '[chromium] e2e/inquiry-form.spec.ts:161 › inquiry form on /contact › success is announced',
      '[node] node.spec.ts:9 › serves / (passed on a retry)',
    ]);
  });

  it('finds nothing in a report where every test passed or was skipped', () => {
    const passing: JsonReport = {
      suites: [report.suites[0]!.suites![0]!].map((suite) => ({ ...suite, specs: suite.specs!.slice(1) })),
    };
    expect(testsNotPassed(passing)).toEqual([]);
    expect(testsNotPassed({ suites: [] })).toEqual([]);
  });
});
