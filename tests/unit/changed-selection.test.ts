// `npm run test:changed` chooses from the module graph of the source as it is (Vite's build over the real entries,
// writing nothing: scripts/changed/module-graph.ts), never from a hand-made graph: a change to a primitive picks its
// stories and the pages that draw it, a change inside one case study picks that study's page, tokens pick it all.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '../../scripts/changed/content-entries';
import { parseDiff } from '../../scripts/changed/git-changes';
import { moduleGraph } from '../../scripts/changed/module-graph';
import { projectSources } from '../../scripts/changed/project-sources';
import { selectTests, type Change, type Sources } from '../../scripts/changed/select-tests';
import { stateSources } from '../support/state-sources';
import { sitePaths } from '../support/site-paths';

let sources: Sources;
beforeAll(async () => {
  sources = projectSources(await moduleGraph());
}, 60_000);

const select = (...changes: Change[]) => selectTests(sources, changes);

/** The lines of one entry of a content module, found by its slug in the module's own text. */
function entryLines(file: string, slug: string) {
  const entry = contentEntries(file, readFileSync(file, 'utf8')).find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`${file} has no entry ${slug}`);
  return entry;
}

describe('test:changed chooses from the module graph', () => {
  it('a change to the button picks its stories and the pages that draw it, not the stories without it', () => {
    const chosen = select({ file: 'src/components/ui/button.tsx' });
    expect(chosen.stories).toContain('stories/ui/button.stories.tsx');
    expect(chosen.stories).toContain('stories/sections/cta-banner.stories.tsx');
    for (const unrelated of [
      'stories/ui/badge.stories.tsx',
      'stories/ui/stat.stories.tsx',
      'stories/tokens/token-reference.stories.tsx',
    ])
      expect(chosen.stories).not.toContain(unrelated);
    // The header's theme toggle is a Button, so every page draws one, and every state shows the header.
    expect(chosen.reasons[0]?.why).toBe('in the shell every page is drawn in');
    expect(chosen.routes).toEqual(sitePaths());
    expect(chosen.states).toEqual(stateSources.map(({ name }) => name));
  });

  it('a section outside the shell picks only the pages whose modules reach it', () => {
    const chosen = select({ file: 'src/components/sections/next-project.tsx' });
    expect(chosen.routes.length).toBeGreaterThan(1);
    expect(chosen.routes.every((path) => path.startsWith('/case-studies/'))).toBe(true);
    expect(chosen.routes).not.toContain('/case-studies');
    expect(chosen.states).toEqual(['gallery lightbox']);
  });

  it('an island some pages hold picks those pages; one the root layout draws picks every page', () => {
    // The island registry imports every island, and every page's layout imports the registry: the graph alone
    // would put every island in the shell.
    const gallery = select({ file: 'src/islands/case-study-gallery.island.tsx' });
    expect(gallery.reasons[0]?.why).toBe('imported by these');
    expect(gallery.routes.length).toBeGreaterThan(1);
    expect(gallery.routes.every((path) => path.startsWith('/case-studies/'))).toBe(true);
    const header = select({ file: 'src/islands/header.island.tsx' });
    expect(header.reasons[0]?.why).toBe('in the shell every page is drawn in');
    expect(header.routes).toEqual(sitePaths());
  });

  it('a change inside one case study picks that study’s page only, in either of its two files', () => {
    for (const file of ['src/content/case-studies.ts', 'src/content/case-study-stories.ts']) {
      const { start, end } = entryLines(file, 'snap-savor');
      const chosen = select({ file, lines: [start + 1, end - 1] });
      expect(chosen.routes, file).toEqual(['/case-studies/snap-savor']);
      expect(chosen.states, file).toEqual([]);
    }
  });

  it('a change outside every case study picks every page that reads the module', () => {
    const chosen = select({ file: 'src/content/case-studies.ts', lines: [1] });
    expect(chosen.routes).toContain('/case-studies');
    expect(chosen.routes).toContain('/case-studies/snap-savor');
    expect(chosen.routes).toContain('/case-studies/repairline');
  });

  it('workers, their profiles and posts join by their slugs', () => {
    const worker = entryLines('src/content/worker-profiles.ts', 'leo-outreach-specialist');
    expect(select({ file: 'src/content/worker-profiles.ts', lines: [worker.start] }).routes).toEqual([
      '/digital-workforce/leo-outreach-specialist',
    ]);
    const post = entryLines('src/content/posts.ts', 'digital-workforce-first-90-days');
    expect(select({ file: 'src/content/posts.ts', lines: [post.end] }).routes).toEqual([
      '/blog-details/digital-workforce-first-90-days',
    ]);
  });

  it('tokens, global CSS and the lockfile pick every route, story and state', () => {
    for (const file of ['tokens/color.primitives.json', 'src/styles/global.css', 'package-lock.json']) {
      const chosen = select({ file });
      expect(chosen.routes, file).toEqual(sitePaths());
      expect(chosen.stories, file).toEqual(sources.stories);
      expect(chosen.states, file).toEqual(stateSources.map(({ name }) => name));
    }
  });

  it('the builds’ own code picks everything; a file nothing imports picks nothing', () => {
    expect(select({ file: 'scripts/prerender.ts' }).routes).toEqual(sitePaths());
    expect(select({ file: 'src/app/route-table.ts' }).routes).toEqual(sitePaths());
    const readme = select({ file: 'README.md' });
    expect([readme.routes, readme.stories, readme.states]).toEqual([[], [], []]);
  });

  it('browser test code is left to Playwright, which follows test files’ imports', () => {
    expect(select({ file: 'tests/visual/routes.spec.ts' })).toMatchObject({
      routes: [],
      testCode: ['tests/visual/routes.spec.ts'],
    });
  });

  it('every state names a page of the site and words of its tests’ titles; every state test is named', () => {
    const shots = readFileSync('tests/visual/states.spec.ts', 'utf8');
    const trees = readFileSync('tests/a11y/aria-tree.spec.ts', 'utf8');
    for (const { name, path, title } of stateSources) {
      expect(sitePaths(), name).toContain(path);
      expect(shots, name).toContain(title);
    }
    // The trees' suite (a state's tree but the scrolled header's) titles each test after a state named here.
    for (const [, test] of trees.matchAll(/\btest\('([^']+)'/g))
      expect(
        stateSources.some(({ title }) => test!.includes(title)),
        test,
      ).toBe(true);
  });
});

describe('git diff -U0, read as changed lines', () => {
  it('reads each hunk’s lines as the file now has them, a deletion as the lines either side, a deleted file whole', () => {
    const diff = [
      'diff --git a/src/content/posts.ts b/src/content/posts.ts',
      'index 1111111..2222222 100644',
      '--- a/src/content/posts.ts',
      '+++ b/src/content/posts.ts',
      '@@ -14 +14 @@ export const bundledPosts',
      '@@ -20,0 +21,2 @@',
      '@@ -30,3 +32,0 @@',
      'diff --git a/src/old.ts b/src/old.ts',
      'deleted file mode 100644',
      '--- a/src/old.ts',
      '+++ /dev/null',
      '@@ -1,2 +0,0 @@',
      'diff --git a/public/media/a.png b/public/media/a.png',
      'Binary files a/public/media/a.png and b/public/media/a.png differ',
    ].join('\n');
    expect(parseDiff(diff)).toEqual([
      { file: 'src/content/posts.ts', lines: [14, 21, 22, 32, 33] },
      { file: 'src/old.ts' },
      { file: 'public/media/a.png' },
    ]);
  });
});
