import { test } from '@playwright/test';
import { readParts, readVitest, type VitestTest } from '../../scripts/shard/results';

// Each vitest test a part ran (reports/shards/*/vitest/, `npm run test:shard`), declared once here with the outcome
// it had there: nothing runs again, a failure shows vitest's message, and the time it took is an annotation.
const titleOf = (result: VitestTest) => [...result.ancestorTitles, result.title].join(' › ');

for (const { folder, part } of readParts()) {
  for (const suite of part.vitest) {
    for (const file of readVitest(folder, part, suite) ?? []) {
      test.describe(`${suite}: ${file.file}`, () => {
        const annotation = { type: 'vitest', description: `${suite}, part ${part.part}` };
        if (file.message) {
          test('the file, outside its tests', { annotation }, () => {
            throw new Error(file.message);
          });
        }
        const seen = new Map<string, number>();
        for (const result of file.tests) {
          // vitest allows two tests of one name in a file; Playwright does not.
          const count = (seen.get(titleOf(result)) ?? 0) + 1;
          seen.set(titleOf(result), count);
          const title = count > 1 ? `${titleOf(result)} (${count})` : titleOf(result);
          const ran = {
            ...annotation,
            description: `${annotation.description}, ${Math.round(result.duration ?? 0)} ms`,
          };
          if (result.status !== 'passed' && result.status !== 'failed') {
            test.skip(title, { annotation }, () => {});
            continue;
          }
          test(title, { annotation: ran }, () => {
            if (result.status === 'failed') throw new Error(result.failureMessages.join('\n\n') || 'failed in vitest');
          });
        }
      });
    }
  }
}
