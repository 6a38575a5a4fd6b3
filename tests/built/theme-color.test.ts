import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeColor } from '@/styles/generated/tokens';
import { distDir } from './support/built-pages';

// index.html names the browser's theme colour by placeholder; the build fills in the page
// background token of each theme (scripts/theme-color.ts), and the inlined start script
// (src/islands/early/islands-start.ts) carries both tokens to switch it before paint, so no hex is kept by hand.
describe("the built page's theme colour", () => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');

  it('is the light surface token in the markup and switches to the dark one before paint', () => {
    expect(html).toContain(`<meta name="theme-color" content="${themeColor.light}"`);
    const startScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .find((script) => script.includes('theme-color'));
    expect(startScript, 'the inline start script sets the theme colour').toBeDefined();
    expect(startScript).toContain(themeColor.light);
    expect(startScript).toContain(themeColor.dark);
    expect(html).not.toContain('__THEME_COLOR_');
  });
});
