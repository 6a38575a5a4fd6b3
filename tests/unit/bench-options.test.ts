import { describe, expect, it } from 'vitest';
import { benchOptions } from '../../scripts/bench/options.ts';

describe('the bench command line', () => {
  it('builds dist/, benches it three times and writes the project figures by default', () => {
    expect(benchOptions([])).toEqual({
      browser: 'pinned',
      runs: 3,
      port: 4180,
      only: undefined,
      dist: 'dist',
      build: true,
      interactions: true,
      resultsFile: 'bench/results.json',
      writeTable: true,
    });
  });

  it('benches another build directory as it is, without building over dist/', () => {
    const options = benchOptions(['--dist', '/tmp/before/dist/', '--runs', '5', '--only', 'home']);
    expect(options).toMatchObject({ dist: '/tmp/before/dist', build: false, runs: 5, only: 'home' });
  });

  it('writes a labelled run beside the project figures, not over them', () => {
    expect(benchOptions(['--label', 'no-smooth-scroll', '--skip-build'])).toMatchObject({
      resultsFile: 'bench/results-no-smooth-scroll.json',
      writeTable: false,
      build: false,
    });
  });

  it("keeps Debian's Chromium's figures beside the pinned one's, both in the table", () => {
    expect(benchOptions(['--browser', 'debian'])).toMatchObject({
      browser: 'debian',
      resultsFile: 'bench/results-debian.json',
      writeTable: true,
    });
  });

  it('refuses what it cannot use rather than benching something else', () => {
    expect(() => benchOptions(['--browser', 'firefox'])).toThrow(/--browser wants pinned or debian/);
    expect(() => benchOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => benchOptions(['--port', 'x'])).toThrow(/--port/);
    expect(() => benchOptions(['--label', '../results'])).toThrow(/--label/);
    expect(() => benchOptions(['--dir', 'dist'])).toThrow(/Unknown option/);
  });
});
