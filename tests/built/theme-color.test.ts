import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeColor } from '@/styles/generated/tokens';
import { distDir } from './support/built-pages';

// index.html names the browser's theme colour by placeholder; the build fills in the page
// background token of each theme (scripts/theme-color.ts), so no hex is kept by hand.
describe("the built page's theme colour", () => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');

  it('is the light surface token in the markup and switches to the dark one before paint', () => {
    expect(html).toContain(`<meta name="theme-color" content="${themeColor.light}"`);
    expect(html).toContain(`dark ? '${themeColor.dark}' : '${themeColor.light}'`);
    expect(html).not.toContain('__THEME_COLOR_');
  });
});
