// Every image subject of the site: its key (the file name), the icon that
// hints at it, and a hue between teal (185) and violet (265) around the brand sky blue.
// Keys and slugs follow the site's content contract exactly.

export const HERO_PAGES = [
  { key: 'about', glyph: 'infinity', hue: 199 },
  { key: 'contact', glyph: 'message', hue: 205 },
  { key: 'privacy', glyph: 'lock', hue: 222 },
  { key: 'solutions', glyph: 'layers', hue: 196 },
  { key: 'automate-in-house', glyph: 'workflow', hue: 190 },
  { key: 'digital-workforce', glyph: 'bot', hue: 210 },
  { key: 'idea-to-market-lab', glyph: 'rocket', hue: 240 },
  { key: 'communax', glyph: 'home', hue: 255 },
  { key: 'platform', glyph: 'cube', hue: 215 },
  { key: 'philosophy', glyph: 'compass', hue: 232 },
  { key: 'people', glyph: 'people', hue: 186 },
  { key: 'get-started', glyph: 'launch', hue: 200 },
  { key: 'case-studies', glyph: 'frames', hue: 226 },
  { key: 'blog', glyph: 'document', hue: 194 },
  { key: 'not-found', glyph: 'planet', hue: 248 },
];

export const WORKERS = [
  { slug: 'ava-chief-of-staff', glyph: 'briefcase', hue: 199 },
  { slug: 'leo-outreach-specialist', glyph: 'plane', hue: 186 },
  { slug: 'maya-content-strategist', glyph: 'pen', hue: 262 },
  { slug: 'owen-backup-operations-manager', glyph: 'database', hue: 218 },
  { slug: 'iris-solutions-advisor', glyph: 'bulb', hue: 192 },
  { slug: 'nova-system-intelligence-agent', glyph: 'chip', hue: 238 },
  { slug: 'ella-ai-receptionist', glyph: 'headset', hue: 205 },
  { slug: 'max-technical-support-specialist', glyph: 'spanner', hue: 226 },
  { slug: 'grace-executive-receptionist', glyph: 'bell', hue: 250 },
  { slug: 'sam-client-success-manager', glyph: 'heart', hue: 188 },
  { slug: 'theo-technical-seo-specialist', glyph: 'magnifier', hue: 212 },
  { slug: 'zoe-business-analyst', glyph: 'chart', hue: 232 },
];

export const CASE_STUDIES = [
  { slug: 'repairline', glyph: 'car', hue: 205 },
  { slug: 'snap-savor', glyph: 'plate', hue: 190 },
  { slug: 'fade-home', glyph: 'scissors', hue: 228 },
  { slug: 'pulse-coach', glyph: 'pulse', hue: 186 },
  { slug: 'commons', glyph: 'community', hue: 212 },
  { slug: 'novara-conic', glyph: 'storefront', hue: 244 },
  { slug: 'auto-show-remote-sign-up', glyph: 'ticket', hue: 198 },
  { slug: 'bastian-bux', glyph: 'card', hue: 222 },
  { slug: 'salsa-nights', glyph: 'music', hue: 258 },
  { slug: 'carelink', glyph: 'stethoscope', hue: 192 },
  { slug: 'rent-a-goalie', glyph: 'hockey', hue: 208 },
  { slug: 'medminder', glyph: 'capsule', hue: 236 },
  { slug: 'crumb-club', glyph: 'cookie', hue: 250 },
  { slug: 'patient-self-check-in', glyph: 'kiosk', hue: 200 },
];

export const SERVICES = [
  { key: 'data-ai', glyph: 'nodes', hue: 199 },
  { key: 'digital-transformation', glyph: 'cycle', hue: 230 },
  { key: 'platforming-cloud', glyph: 'cloud', hue: 190 },
  { key: 'technology-engineering', glyph: 'code', hue: 216 },
];

export const POSTS = [
  { slug: 'digital-workforce-first-90-days', glyph: 'calendar', hue: 206 },
  { slug: 'ethical-ai-by-design-checklist', glyph: 'shieldCheck', hue: 226 },
  { slug: 'from-idea-to-mvp-in-30-days', glyph: 'rocket', hue: 194 },
  { slug: 'automate-in-house-workshop-lessons', glyph: 'sliders', hue: 240 },
  { slug: 'agentic-orchestration-explained', glyph: 'nodes', hue: 188 },
  { slug: 'ai-receptionist-24-7-customer-care', glyph: 'headset', hue: 214 },
];
