// The widths every whole-site suite runs at (Playwright's and the Firefox and WebKit route sweep).

/** Mobile (below every breakpoint) and the widest desktop breakpoint. */
export const siteWidths = [390, 1440] as const;
export type SiteWidth = (typeof siteWidths)[number];

/**
 * A tablet held upright: the \`md\` layout, still with the mobile menu (the desktop menu starts at 992 px). Pictures
 * only, of the template routes and of the states that change there, in the light theme: each theme's colours are
 * shot at the two site widths, and this width adds the layout between them.
 */
export const tabletWidth = 768;
export type ShotWidth = SiteWidth | typeof tabletWidth;

/** The widths a picture is taken at in a theme: both site widths, and the tablet's in the light theme. */
export const shotWidths = (theme: 'light' | 'dark', widths: readonly SiteWidth[] = siteWidths): ShotWidth[] =>
  theme === 'light' ? [...widths, tabletWidth] : [...widths];
