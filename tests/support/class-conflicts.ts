import { expect, type Page } from '@playwright/test';
import { conflictingClasses } from '../../src/lib/class-conflicts';

/**
 * No element of the page carries two classes that set the same property. cn()
 * merges nothing in the browser (src/lib/cn.ts) and checks only what is
 * prerendered or unit-rendered, so the states that exist only after a script
 * ran (open menus, dialogs, form errors, stories) are checked here, on every
 * screenshot the suites take.
 */
export async function expectNoClassConflicts(page: Page) {
  const lists = await page.evaluate(() => [
    ...new Set(Array.from(document.querySelectorAll('[class]'), (element) => element.getAttribute('class') ?? '')),
  ]);
  const conflicts = lists.flatMap((list) => {
    const overridden = conflictingClasses(list);
    return overridden.length > 0 ? [`${overridden.join(' ')} overridden in "${list}"`] : [];
  });
  expect.soft(conflicts, 'classes another class of the same element overrides').toEqual([]);
}
