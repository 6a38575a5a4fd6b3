// The islands pages' Speculation Rules: pages change as documents, made instant where the browser can. A page
// the visitor points at (hovers for a moment, or starts to press on a touch screen) is fetched ahead, and one
// pressed is prerendered while the press ends; a browser without Speculation Rules ignores the script and
// navigates plainly. Only the site's own pages: not files (a feed, a picture), not the API, not a link that
// downloads or opens elsewhere. The inline script is hashed into each page's policy like every inline script
// (scripts/http-headers.ts); a prerendered page runs its islands once it is shown (src/islands/client.ts).

const pages = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/*.*' } },
    { not: { href_matches: '/api/*' } },
    { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
  ],
};

export const speculationRules = {
  prefetch: [{ source: 'document', where: pages, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: pages, eagerness: 'conservative' }],
} as const;

/** The rules as the tag each islands page carries in its head. */
export const speculationRulesTag = () => `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;
