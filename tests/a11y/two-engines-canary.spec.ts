import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ibmViolations } from '../support/ibm';

// The shared accessibility helper runs IBM Equal Access beside axe. This canary proves IBM really runs and can
// fail: two <article>s sharing one name and a control outside every landmark are findings only IBM reports (axe passes
// them), and naming the articles and giving the control a landmark clears them.

const page_ = (articles: string, control: string) => `<!doctype html>
<html lang="en"><head><title>Two engines canary</title></head>
<body>
  <main>
    <h1>Latest work</h1>
    ${articles}
  </main>
  ${control}
</body></html>`;

const sameNamedArticles = `
  <article aria-label="Case study"><h2>Pulse Coach</h2><p>A coaching app.</p></article>
  <article aria-label="Case study"><h2>CareLink</h2><p>A care network.</p></article>`;
const namedArticles = `
  <article aria-labelledby="a1"><h2 id="a1">Pulse Coach</h2><p>A coaching app.</p></article>
  <article aria-labelledby="a2"><h2 id="a2">CareLink</h2><p>A care network.</p></article>`;
const strayControl = `<div><button type="button">Start a Conversation</button></div>`;
const landmarkControl = `<aside aria-labelledby="cta"><button id="cta" type="button">Start a Conversation</button></aside>`;

test('IBM reports what axe does not, and the shared helper fails on it', async ({ page }) => {
  await page.setContent(page_(sameNamedArticles, strayControl));
  const rules = (await ibmViolations(page)).map((finding) => finding.ruleId);
  expect(rules).toContain('aria_article_label_unique');
  expect(rules).toContain('aria_content_in_landmark');
  // The same page passes axe alone: only the second engine catches these.
  let failure: Error | undefined;
  await expectNoAxeViolations(page).catch((error: Error) => (failure = error));
  expect(failure?.message).toMatch(/axe found 0 and IBM Equal Access [1-9]\d* problem/);
});

test('the fixed page passes both engines', async ({ page }) => {
  await page.setContent(page_(namedArticles, landmarkControl));
  await expectNoAxeViolations(page);
});

test("a second theme's colour-only scan still fails on low contrast, in both engines", async ({ page }) => {
  // Grey on white (about 1.6:1) is a contrast failure both engines report; the stray control, a structure finding,
  // is out of that scan's scope (the first theme's whole scan judges it).
  const faintText = `<p style="color: #c8c8c8; background: #ffffff">Read the case study</p>`;
  await page.setContent(page_(faintText, strayControl));
  let failure: Error | undefined;
  await expectNoAxeViolations(page, { coloursOnly: true }).catch((error: Error) => (failure = error));
  expect(failure?.message).toMatch(/axe found [1-9]\d* and IBM Equal Access [1-9]\d* problem/);
  expect(failure?.message).toContain('color-contrast');
  expect(failure?.message).toContain('text_contrast_sufficient');
  expect(failure?.message).not.toContain('aria_content_in_landmark');
});
