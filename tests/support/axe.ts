import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ibmViolations } from './ibm';

// The very source AxeBuilder injects (`axe.source` of the axe-core copy it imports), read once per worker.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = (fromAxeBuilder('axe-core') as { source: string }).source;

/**
 * Puts axe into the current document unless it is there already. AxeBuilder evaluates its 580 KB source twice on
 * every analyze() (in legacy mode), and a route or story is scanned four times in one page (two themes, two widths):
 * measured on 2 loaded cores, a scan of /about took 4.2-5.4 s through AxeBuilder against 0.85 s for axe.run alone.
 * Here the source goes in once per document and AxeBuilder is handed a no-op source, so it only configures and runs.
 */
async function injectAxe(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axeSource);
}

/** WCAG 2.2 AA, as the design brief requires. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeOptions = {
  /** Limit the scan to these selectors (default: the whole page); both engines. */
  include?: string[];
  /** Leave these selectors out (third-party widgets, never our own markup); both engines. */
  exclude?: string[];
  /** Axe rule ids to skip; each use should say why at the call site. */
  disableRules?: string[];
  /**
   * Only the rules a change of colours can move (contrast, links told apart by colour), in both engines: for the
   * second theme of a page or story whose structure was scanned whole in the first (the caller proves the
   * structure is the same). About a third of a whole scan's time.
   */
  coloursOnly?: boolean;
};

/** axe's WCAG 2.2 AA rules that read colours: the rest judge roles, names and structure, which a theme never moves. */
const axeColourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs both accessibility engines over the page, axe and then IBM Equal Access (tests/support/ibm.ts), both on
 * WCAG 2.2 AA, and fails with one readable list of every violation either found. Each engine has rules the other
 * lacks, so every route, story and state scan runs both.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}) {
  // Only violations are reported, so axe skips collecting passes and incomplete results (much faster on long pages).
  // `options()` replaces all options, so it must come before `withTags()` or the tag filter is lost.
  // Legacy mode runs axe.run in the page itself. The default splits the scan across frames and
  // finishes it in a freshly opened blank page, which costs ~0.5 s per scan (measured: 0.9-1.1 s
  // against 0.37-0.42 s on the home page) and buys nothing here: no page or story has an iframe.
  await injectAxe(page);
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    // Label in Name (WCAG 2.5.3, level A) is an axe rule still marked experimental, so off unless enabled.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  builder = options.coloursOnly ? builder.withRules(axeColourRules) : builder.withTags(wcagTags);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  // Legacy mode would not look inside frames: fail loudly if one ever appears.
  await expect(page.locator('iframe'), 'a frame appeared; drop legacy mode so axe scans it').toHaveCount(0);
  const { violations } = await builder.analyze();
  const axeReport = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `axe ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  at ${node.target.join(' ')}\n  ${node.failureSummary ?? ''}`,
    ),
  );
  // Under an open modal dialog the page behind is aria-hidden and out of the focus trap's reach; IBM reads its still
  // focusable controls as failures, so it judges the dialog alone (the page was scanned in its own state).
  const openModal = '[role="dialog"][data-state="open"]';
  const ibmInclude = options.include ?? ((await page.locator(openModal).count()) > 0 ? [openModal] : undefined);
  const ibmReport = (
    await ibmViolations(page, { include: ibmInclude, exclude: options.exclude, coloursOnly: options.coloursOnly })
  ).map(
    (finding) =>
      `IBM ${finding.ruleId} (${finding.reasonId}): ${finding.message}\n  at ${finding.path}\n  ${finding.snippet}`,
  );
  const report = [...axeReport, ...ibmReport];
  expect(
    report,
    `axe found ${axeReport.length} and IBM Equal Access ${ibmReport.length} problem(s) on ${page.url()}`,
  ).toEqual([]);
}
