// Brand marks from simple-icons (CC0). Importing the single SVG files as text
// keeps the 5 MB package index out of every bundle and test run.
import youtubeSvg from 'simple-icons/icons/youtube.svg?raw';
import xSvg from 'simple-icons/icons/x.svg?raw';
import facebookSvg from 'simple-icons/icons/facebook.svg?raw';

const pathOf = (svg: string) => /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';

/** 24x24 single-path marks, filled with currentColor. The calls are pure: a bundle with no brand icon drops them. */
export const brandMarks = {
  youtube: /* @__PURE__ */ pathOf(youtubeSvg),
  x: /* @__PURE__ */ pathOf(xSvg),
  facebook: /* @__PURE__ */ pathOf(facebookSvg),
  // LinkedIn is in neither icon set: a plain rounded square with an "in" cut out.
  linkedin:
    'M4 1h16a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3Zm1.5 8v10h3V9h-3Zm1.5-4.6a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM10.5 9v10h3v-5.2c0-1.5.8-2.3 2-2.3s1.8.8 1.8 2.3V19h3v-5.9c0-2.8-1.5-4.4-3.9-4.4-1.4 0-2.4.6-2.9 1.5V9h-3Z',
} as const;

export type BrandMark = keyof typeof brandMarks;
