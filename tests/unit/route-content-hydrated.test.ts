// The app answers presses once the frame and the route's own content have both hydrated
// (src/lib/react/page-hydrated.tsx): a route whose component does not render <ContentHydrated /> would leave every
// page it serves asleep, its presses kept and never replayed. Every route module, generated or written by hand,
// renders it (directly or through staticPage), and so do the router's not-found and error pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const routeModules = (readdirSync('src/routes', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('__root.tsx'))
  .map((file) => join('src/routes', file));

const wakes = (source: string) => source.includes('<ContentHydrated />') || /\bstaticPage\(/.test(source);

describe('every route says when its content has hydrated', () => {
  it('finds the route modules', () => {
    expect(routeModules.length).toBeGreaterThan(20);
  });

  it.each(routeModules)('%s', (file) => {
    expect(wakes(readFileSync(file, 'utf8')), `${file} renders no <ContentHydrated />`).toBe(true);
  });

  it.each([
    'src/app/static-page.tsx',
    'src/components/layout/not-found-page.tsx',
    'src/components/layout/error-page.tsx',
  ])('%s', (file) => expect(readFileSync(file, 'utf8')).toContain('<ContentHydrated />'));

  it('fails on a route that does not', () => {
    expect(wakes("export const Route = createFileRoute('/careers')({ component: () => <h1>Careers</h1> });")).toBe(
      false,
    );
  });
});
