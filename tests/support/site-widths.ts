// The widths every whole-site suite runs at (Playwright's and the Firefox and WebKit route sweep).

/** Mobile (below every breakpoint) and the widest desktop breakpoint. */
export const siteWidths = [390, 1440] as const;
export type SiteWidth = (typeof siteWidths)[number];
