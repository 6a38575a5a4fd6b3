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
 * JavaScript before any interaction on every template but those named in `jsBeforeInteractionKbByTemplate`.
 * 1 KB more here and on `/` since the web font's swap rule (src/lib/web-font/swap.ts, which reads the font's own
 * stylesheet so the faces are declared once) and the hero control's adoption of a choice made before the app.
 */
export const JS_BEFORE_INTERACTION_KB = 124;

/**
 * Templates with their own budget. `/` was held at 120 KB until the replay of presses made while the page
 * wakes (src/lib/early/press-replay.ts) and the form's validity state for screen readers came (122 KB), then
 * the web font's swap rule (see above). The blog
 * renders its list of posts before any press: their summaries, dates and the code that reads them; 1 KB more
 * (it was 127.9 of 128) since route imports stopped reloading a page the visitor is leaving
 * (src/app/route-chunks/), 0.2 KB on every template. The post went to 125 KB when the conversation's state moved
 * to a module store the islands share (src/components/conversation/conversation-store.ts, 0.1 KB on every
 * template): it stood at 124.0, where a renamed chunk's hash moves the count by a few bytes either way. `/` had 123
 * KB until, at 122.9, the consent dialog's store and the hero video's own actions (modules the islands share with
 * the app) put it 0.1 KB over (125,961 bytes): it takes the budget of every template now. These budgets are the app's; the
 * islands switch replaces them (docs/islands.md).
 */
export const jsBeforeInteractionKbByTemplate: Readonly<Record<string, number>> = {
  blog: 129,
  post: 125,
};

/** CSS before the first paint on every template: the site's stylesheet and a page's own (the gallery's layouts). */
export const CSS_KB = 10;

export const jsBudgetKb = (template: string): number =>
  jsBeforeInteractionKbByTemplate[template] ?? JS_BEFORE_INTERACTION_KB;
