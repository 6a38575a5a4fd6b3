import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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
  // Set by the stories' provider (.ladle/components.tsx) once the story itself has rendered. Not Ladle's
  // data-storyloaded, with or without its spinner gone: a story that suspends on a lazy menu was read before the
  // spinner had mounted, and its tree came out empty (layout--header--over-hero, once in eight full runs).
  await page.locator('html[data-story-rendered]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settleMedia(page);
}
