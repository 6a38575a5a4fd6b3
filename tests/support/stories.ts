import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { decodeImagesInStep, settleMedia } from './media-ready';
import { STORIES_URL } from '../../playwright.config';

// Same folder the config's story server serves (STORIES_DIR), so a run can keep its own build.
const storiesDir = process.env.STORIES_DIR ?? 'build';

export type StoryTheme = 'light' | 'dark';

export const storyThemes: StoryTheme[] = ['light', 'dark'];
/** Mobile and desktop widths, matching the Ladle width addon. */
export const storyWidths = [390, 1440] as const;

type LadleMeta = { stories: Record<string, { name: string; levels: string[] }> };

/** Every story id in the Ladle build (`npm run stories:build` writes build/meta.json). */
export function storyIds(): string[] {
  const meta = JSON.parse(readFileSync(`${storiesDir}/meta.json`, 'utf8')) as LadleMeta;
  return Object.keys(meta.stories).sort();
}

export function storyUrl(id: string, theme: StoryTheme) {
  return `${STORIES_URL}/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`;
}

/** Opens a story in preview mode and waits until it, its fonts and its images are ready. */
export async function openStory(page: Page, id: string, theme: StoryTheme) {
  await decodeImagesInStep(page);
  await page.goto(storyUrl(id, theme));
  await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
  // The attribute can be there before Ladle's Suspense spinner mounts for a lazily loaded story
  // (seen once in 460 shots): wait until no spinner is left either.
  await expect(page.locator('.ladle-ring-wrapper')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settleMedia(page);
}
