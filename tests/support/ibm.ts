import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// IBM Equal Access beside axe: a second engine with its own rules (content
// outside landmarks, unnamed repeated articles...) that axe does not have.

/** IBM's WCAG 2.2 (A, AA) rule set: the same bar as axe's tags, nothing from IBM's own extra requirements. */
export const ibmPolicy = 'WCAG_2_2';

// The engine comes from node_modules (version pinned in package.json), never from the network. It is read once
// per worker and evaluated into the page over the DevTools protocol, which the page's CSP does not govern.
const engineSource = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

/**
 * The one rule of the set that a change of colours alone can move (text against its background): a second theme
 * over a structure already scanned whole is judged on it (tests/support/axe.ts).
 */
const ibmColourRules = ['text_contrast_sufficient'];

export type IbmOptions = {
  /** Only the rules a change of colours can move (default: every rule of the policy). */
  coloursOnly?: boolean;
  /** Limit the report to elements inside these selectors (default: the whole page). */
  include?: string[];
  /** Leave out elements inside these selectors. */
  exclude?: string[];
};

/**
 * Radix's focus guards (dialog, menu): aria-hidden spans with tabindex 0 at the edges of a trapped region that hand
 * focus straight back inside when reached, so no one ever rests on them. Library markup, never ours.
 */
const libraryFocusGuards = '[data-radix-focus-guard]';

/**
 * Rules about a whole page's structure (every piece of content inside a landmark, a main to skip to, a footer beside
 * a main). A Ladle story shows one component alone, so they have nothing to judge there; the route scans judge them.
 */
const pageStructureRules = ['aria_content_in_landmark', 'skip_main_exists', 'aria_contentinfo_misuse'];

export type IbmFinding = { ruleId: string; reasonId: string; message: string; path: string; snippet: string };

/**
 * Puts the engine into the current document unless it is there already, with one checker that runs only the rules
 * able to fail: rules that can only ask for a human check (e.g. the focus-not-obscured rule, which compares every
 * tabbable element with every other element) are a third of the scan time and never reach the report.
 */
async function injectEngine(page: Page) {
  const present = await page.evaluate(() => '__ibmChecker' in window);
  if (present) return;
  await page.evaluate(`${engineSource}\n;window.ace = ace;`);
  await page.evaluate(
    ({ policy, colourRules }) => {
      type Engine = { getRule(id: string): { run: () => unknown } };
      type Checker = { engine: Engine; rulesetRules: Record<string, string[]> };
      const { ace } = window as unknown as { ace: { Checker: new () => Checker } };
      const checker = new ace.Checker();
      // `check()` enables exactly the policy's list; the engine's own disableRule() turns off every rule at once.
      const canFail = (id: string) => checker.engine.getRule(id).run.toString().includes('RuleFail');
      // Both lists are kept, and a scan puts the one it wants in the policy's place: the engine reads each finding's
      // level from the policy's name, so a policy of another name fails on its first finding.
      const rules = { all: (checker.rulesetRules[policy] ?? []).filter(canFail), colours: colourRules };
      Object.assign(window, { __ibmChecker: checker, __ibmRules: rules });
    },
    { policy: ibmPolicy, colourRules: ibmColourRules },
  );
}

/**
 * Runs IBM's WCAG 2.2 rule set and returns its definite failures (outcome FAIL), at both of the set's levels:
 * 'violation' and 'recommendation' rules alike are tied to a WCAG success criterion there (content outside every
 * landmark is a 1.3.1 recommendation), and a FAIL is a fact the engine established, not a guess. 'Potential' and
 * 'manual' outcomes are requests for a human check (is this word a sensory instruction, is this element covered
 * when focused...) that no markup can settle, so they are left to review as axe's 'incomplete' results are;
 * the route suite settles the focus one (the keyboard walk and the responsive sweep, tests/visual/routes.spec.ts).
 */
export async function ibmViolations(page: Page, options: IbmOptions = {}): Promise<IbmFinding[]> {
  await injectEngine(page);
  return page.evaluate(
    async ({ policy, coloursOnly, include, exclude, pageRules, contrastRule }) => {
      type Result = {
        ruleId: string;
        reasonId: string;
        value: [string, string];
        path: { dom: string };
        message: string;
        snippet: string;
      };
      type Checker = {
        check(node: Document, policies: string[]): Promise<{ results: Result[] }>;
        rulesetRules: Record<string, string[]>;
      };
      const { __ibmChecker: checker, __ibmRules: rules } = window as unknown as {
        __ibmChecker: Checker;
        __ibmRules: Record<'all' | 'colours', string[]>;
      };
      checker.rulesetRules[policy] = rules[coloursOnly ? 'colours' : 'all'];
      const report = await checker.check(document, [policy]);
      // Ladle marks its story pages with this attribute (tests/support/stories.ts waits for it).
      const isStory = document.documentElement.hasAttribute('data-storyloaded');
      const elementAt = (xpath: string) =>
        document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      // Text the browser skips rendering (a closed <details>' answer) has no contrast anyone sees, and Chromium
      // can hand back a style computed before the theme changed for it: a checker's read in the light theme
      // came back in the dark one (2.51 against the dark surface; the opened answer paints the dark colour).
      const rendered = (node: Node | null) => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        return element?.checkVisibility() ?? false;
      };
      const inside = (node: Node | null, selectors: string[]) => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        return selectors.some((selector) => element?.closest(selector));
      };
      return report.results
        .filter((result) => result.value[1] === 'FAIL')
        .filter((result) => !(isStory && pageRules.includes(result.ruleId)))
        .filter((result) => {
          const node = elementAt(result.path.dom);
          if (include.length && !inside(node, include)) return false;
          if (result.ruleId === contrastRule && !rendered(node)) return false;
          return !inside(node, exclude);
        })
        .map(({ ruleId, reasonId, message, path, snippet }) => ({
          ruleId,
          reasonId,
          message,
          path: path.dom,
          snippet,
        }));
    },
    {
      policy: ibmPolicy,
      coloursOnly: options.coloursOnly ?? false,
      include: options.include ?? [],
      exclude: [libraryFocusGuards, ...(options.exclude ?? [])],
      pageRules: pageStructureRules,
      contrastRule: 'text_contrast_sufficient',
    },
  );
}
