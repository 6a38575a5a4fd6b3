import { describe, expect, it } from 'vitest';
import { decideScreenshotGate } from '../support/browser-gate';
import { screenshotFailures } from '../support/screenshot-summary-reporter';

describe('which browser may compare pixels', () => {
  const source = 'the pinned Chromium';

  it('compares when the browser is the one that recorded the baselines', () => {
    const gate = decideScreenshotGate({ version: '153.0.8010.0', recorded: '153.0.8010.0', pinned: true, source });
    expect(gate).toEqual({ mode: 'compare' });
  });

  it('skips, and says why, on any other Chromium given through CHROMIUM_PATH', () => {
    const named = 'CHROMIUM_PATH=/usr/bin/chromium';
    const gate = decideScreenshotGate({
      version: '156.0.8078.108',
      recorded: '153.0.8010.0',
      pinned: false,
      source: named,
    });
    expect(gate.mode).toBe('skip');
    expect(gate.mode === 'skip' && gate.reason).toContain('156.0.8078.108, CHROMIUM_PATH=/usr/bin/chromium');
  });

  it('skips, and names the machine, where the pinned Chromium cannot run', () => {
    const found = 'Google Chrome (the pinned Chromium is a Linux x64 build; this machine is darwin arm64)';
    const gate = decideScreenshotGate({ version: '158.0.1.2', recorded: '153.0.8010.0', pinned: false, source: found });
    expect(gate.mode === 'skip' && gate.reason).toMatch(/158\.0\.1\.2, Google Chrome .*darwin arm64.*not compared/);
  });

  it('fails when the pinned browser was upgraded but the baselines were not re-recorded', () => {
    const gate = decideScreenshotGate({ version: '154.0.1.0', recorded: '153.0.8010.0', pinned: true, source });
    expect(gate.mode).toBe('stale');
    expect(gate.mode === 'stale' && gate.reason).toMatch(/154\.0\.1\.0.*153\.0\.8010\.0.*test:update/);
  });
});

describe('one line per failing shot', () => {
  // The message Playwright 1.65 gives for a pixel difference (trimmed of its colour codes).
  const pixelMessage = [
    'Error: expect(page).toHaveScreenshot(expected) failed',
    '',
    '  805 pixels (ratio 0.01 of all image pixels) are different.',
    '',
    '  Snapshot: about-light-390.png',
  ].join('\n');

  it('names the shot and counts its changed pixels', () => {
    expect(screenshotFailures({ title: 'route /about' }, { errors: [{ message: pixelMessage }] })).toEqual([
      { file: 'about-light-390.png', subject: 'route /about', pixels: '805' },
    ]);
  });

  it('reports a size change as such', () => {
    const message =
      'Error: expect(page).toHaveScreenshot(expected) failed\n\n  Expected an image 390px by 4100px, received 390px by 4200px.\n\n  Snapshot: about-dark-390.png';
    expect(screenshotFailures({ title: 'route /about' }, { errors: [{ message }] })[0]?.pixels).toBe('size changed');
  });

  it('ignores failures that are not screenshots', () => {
    expect(
      screenshotFailures({ title: 'x' }, { errors: [{ message: 'expect(locator).toBeVisible() failed' }] }),
    ).toEqual([]);
  });
});
