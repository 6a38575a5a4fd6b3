// The suites' Chromium on machines the pinned one cannot run on: the first one installed, named with the machine so
// the skipped pixel comparisons say why, or an error that says what to install.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrowser } from '../../scripts/test-browser';

const mac = { platform: 'darwin', arch: 'arm64' } as const;
const macChrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

describe('the test browser', () => {
  beforeEach(() => vi.stubEnv('CHROMIUM_PATH', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('is a Mac’s Google Chrome when nothing else is installed, named with the machine', () => {
    const browser = testBrowser({ ...mac, exists: (path) => path === macChrome });
    expect(browser).toMatchObject({ executablePath: macChrome, pinned: false, env: {} });
    expect(browser.source).toBe(
      'Google Chrome (the pinned Chromium is a Linux x64 build; this machine is darwin arm64)',
    );
  });

  it('is Playwright’s own Chromium first, where it is installed, then Windows’ Google Chrome', () => {
    vi.stubEnv('PROGRAMFILES', 'C:\\Program Files');
    const windowsChrome = join('C:\\Program Files', 'Google', 'Chrome', 'Application', 'chrome.exe');
    const windows = (installed: string[]) =>
      ({ platform: 'win32', arch: 'x64', exists: (path: string) => installed.includes(path) }) as const;
    const both = testBrowser(windows([chromium.executablePath(), windowsChrome]));
    expect(both.executablePath).toBe(chromium.executablePath());
    expect(both.source).toMatch(/^Playwright's Chromium .*win32 x64/);
    expect(testBrowser(windows([windowsChrome])).executablePath).toBe(windowsChrome);
  });

  it('is the distribution’s Chromium on Linux arm64', () => {
    const browser = testBrowser({ platform: 'linux', arch: 'arm64', exists: (path) => path === '/usr/bin/chromium' });
    expect(browser).toMatchObject({ executablePath: '/usr/bin/chromium', pinned: false });
  });

  it('says what to install when the machine has no Chromium', () => {
    expect(() => testBrowser({ ...mac, exists: () => false })).toThrow(
      /this machine is darwin arm64\. Run `npx playwright install chromium`, install Google Chrome, or set CHROMIUM_PATH/,
    );
  });

  it('is the one CHROMIUM_PATH names, on any machine, and never counts as pinned', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/chromium/chrome');
    const browser = testBrowser({ platform: 'linux', arch: 'x64', exists: () => false });
    expect(browser).toEqual({
      executablePath: '/opt/chromium/chrome',
      env: {},
      pinned: false,
      source: 'CHROMIUM_PATH=/opt/chromium/chrome',
    });
  });
});
