// The byte budgets of a first load, per template (the templates of src/app/route-table.ts's templateSamples),
// in KB brotli as scripts/bench/first-load.ts counts them. tests/built/budget.test.ts fails when a page of
// the build exceeds its budget or the README states another; `npm run bench` prints them beside its table.
// The Lighthouse budgets (scores, FCP, LCP, TBT, CLS) are lighthouserc.json's assertions, read here for the
// bench and its table. Lower a number whenever the first load shrinks.
import { readFileSync } from 'node:fs';

/** lighthouserc.json's assertions by audit: `[level, { minScore }]` or `[level, { maxNumericValue }]`. */
export type Assertions = Record<string, [string, { minScore?: number; maxNumericValue?: number }]>;

export const lighthouseAssertions = (): Assertions =>
  (
    JSON.parse(readFileSync(new URL('../../lighthouserc.json', import.meta.url), 'utf8')) as {
      ci: { assert: { assertions: Assertions } };
    }
  ).ci.assert.assertions;

/**
 * Mobile TBT as if measured on a machine of Lighthouse benchmark index 2000 (scripts/bench/lighthouse-summary.ts),
 * so a slow machine's run is judged fairly; Lighthouse CI can only hold the raw TBT (lighthouserc.json).
 */
export const TBT_AT_REFERENCE_INDEX_MS = 75;

/**
 * JavaScript before any interaction on every template but those named in `jsBeforeInteractionKbByTemplate`: the
 * islands' runtime alone (about 3 KB), which decides when each island starts. The header, the conversation and
 * React come at the visitor's first act (src/islands/island-element.ts, `act`). The app's pages were 124-129 KB,
 * the islands' with the header hydrated at once 89 KB; the aim for a copy page is 80 KB (docs/islands.md,
 * Weight).
 */
export const JS_BEFORE_INTERACTION_KB = 5;

/**
 * Templates with their own budget: home starts its hero video's backdrop and control when the page has loaded, so
 * React and the video's island come then, before any press (about 73 KB; the aim is 95).
 */
export const jsBeforeInteractionKbByTemplate: Readonly<Record<string, number>> = {
  home: 76,
};

/**
 * CSS before the first paint on every template: the site's stylesheet (with Inter's faces, which the islands'
 * runtime no longer fetches in script) and a page's own (the gallery's layouts).
 */
export const CSS_KB = 11;

export const jsBudgetKb = (template: string): number =>
  jsBeforeInteractionKbByTemplate[template] ?? JS_BEFORE_INTERACTION_KB;
