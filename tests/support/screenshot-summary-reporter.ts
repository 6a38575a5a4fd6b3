import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// One line per failing screenshot, printed after the run and written to
// tests/.report/screenshot-summary.txt: which page or story, which theme and
// width, how many pixels changed. The HTML report keeps expected / actual /
// diff images for each of them.

interface ShotFailure {
  file: string;
  subject: string;
  pixels: string;
}

/** Shot files are named `<key>-<theme>-<width>.png` (or a bare state name for forced colours). */
function describeShot(file: string) {
  const match = /^(.*)-(light|dark)-(\d+)\.png$/.exec(file);
  if (!match) return { theme: '-', width: '-' };
  return { theme: match[2]!, width: `${match[3]}px` };
}

export function screenshotFailures(test: Pick<TestCase, 'title'>, result: Pick<TestResult, 'errors'>): ShotFailure[] {
  return result.errors.flatMap((error) => {
    const message = error.message ?? '';
    if (!message.includes('toHaveScreenshot')) return [];
    // Playwright names the baseline in the message ("Snapshot: x.png" or the expected path).
    const file = /Snapshot: (\S+\.png)/.exec(message)?.[1] ?? /([\w.-]+\.png)/.exec(message)?.[1] ?? '(unnamed)';
    const pixels =
      /(\d+) pixels \(ratio [\d.]+ of all image pixels\) are different/.exec(message)?.[1] ??
      (/Expected an image (\d+)px by (\d+)px, received (\d+)px by (\d+)px/.test(message)
        ? 'size changed'
        : 'see report');
    return [{ file, subject: test.title, pixels }];
  });
}

export default class ScreenshotSummaryReporter implements Reporter {
  private failures: ShotFailure[] = [];
  private notCompared: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.failures.push(...screenshotFailures(test, result));
    for (const note of result.annotations) {
      if (note.type === 'screenshot not compared') this.notCompared.push(note.description ?? '');
    }
  }

  onEnd() {
    if (this.notCompared.length > 0) {
      const reason = this.notCompared[0]!.replace(/^[^:]*: /, '');
      console.log(`\n${this.notCompared.length} screenshot comparisons not made: ${reason}.`);
    }
    if (this.failures.length === 0) return;
    const lines = this.failures.map(({ file, subject, pixels }) => {
      const { theme, width } = describeShot(file);
      return `${subject.padEnd(48)} ${theme.padEnd(5)} ${width.padEnd(6)} ${pixels.padStart(10)}  ${file}`;
    });
    const header = `${'test'.padEnd(48)} ${'theme'.padEnd(5)} ${'width'.padEnd(6)} ${'pixels'.padStart(10)}  baseline`;
    const text = `Screenshot differences (${this.failures.length}); expected, actual and diff are in the HTML report (npx playwright show-report tests/.report):\n${header}\n${lines.join('\n')}\n`;
    mkdirSync('tests/.report', { recursive: true });
    writeFileSync('tests/.report/screenshot-summary.txt', text);
    console.log(`\n${text}`);
  }

  printsToStdio() {
    return false;
  }
}
