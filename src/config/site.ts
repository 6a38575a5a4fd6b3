// One typed site configuration. Every outside address comes from a VITE_*
// variable read at build time, with a safe default so a fresh clone builds,
// runs and tests without the internet. See README "Configuration".
import { isExternalHref, type ExternalHref } from '@/config/page-links';

const env = import.meta.env ?? {};

const read = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value.trim() : fallback);
/** An outside address from a variable: kept only when it is one (https://, mailto: …), else the default. */
const readHref = (value: string | undefined, fallback: ExternalHref): ExternalHref => {
  const href = read(value, fallback);
  return isExternalHref(href) ? href : fallback;
};
const flag = (value: string | undefined) => value === 'true' || value === '1';

export const site = {
  name: 'Infinyte',
  domain: 'infinyte.ai',
  tagline: 'Intelligence. Impact. Infinite Scale.',
  origin: read(env.VITE_SITE_ORIGIN, 'https://infinyte.ai'),
  language: 'en',
  locale: 'en-us',
  /** Fixed `source` of every inquiry payload: the site host. */
  inquirySource: 'infinyte.ai',
  contactEmail: read(env.VITE_CONTACT_EMAIL, 'hello@infinyte.ai'),
  careersEmail: read(env.VITE_CAREERS_EMAIL, 'careers@infinyte.ai'),
  mediaEmail: read(env.VITE_MEDIA_EMAIL, 'press@infinyte.ai'),
  privacyEmail: read(env.VITE_PRIVACY_EMAIL, 'privacy@infinyte.ai'),
  /** External sites linked from the menu (open in a new tab). */
  growthPlatformUrl: readHref(env.VITE_GROWTH_PLATFORM_URL, 'https://grow.infinyte.ai'),
  familyAppUrl: readHref(env.VITE_FAMILY_APP_URL, 'https://communax.app'),
  social: {
    youtube: readHref(env.VITE_SOCIAL_YOUTUBE, 'https://www.youtube.com/@infinyte'),
    x: readHref(env.VITE_SOCIAL_X, 'https://x.com/infinyte_ai'),
    linkedin: readHref(env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com/company/infinyte'),
    facebook: readHref(env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/infinyte.ai'),
  },
  /** Base URL for media; empty serves the bundled media from this host. */
  mediaBase: read(env.VITE_MEDIA_BASE_URL, ''),
  /** Inquiry webhook; unset posts to the local receiver that `npm start` runs. */
  inquiryWebhookUrl: read(env.VITE_INQUIRY_WEBHOOK_URL, '/api/inquiry'),
  /** This site's endpoint for the form's native post when the webhook is elsewhere; `none` on hosts without one. */
  inquiryEndpoint: read(env.VITE_INQUIRY_ENDPOINT, '/api/inquiry'),
  /** When set, Start a Conversation controls defer to a chat widget and do nothing themselves. */
  chatEnabled: flag(env.VITE_CHAT_ENABLED),
  /** Overscroll effect of smooth wheel scrolling: glow, bounce or none (checked by resolveOverscrollEffect). */
  overscrollEffect: read(env.VITE_OVERSCROLL_EFFECT, 'glow'),
  sanity: {
    projectId: read(env.VITE_SANITY_PROJECT_ID, ''),
    dataset: read(env.VITE_SANITY_DATASET, 'production'),
    apiHost: read(env.VITE_SANITY_API_HOST, ''),
    /** Where the service's images are served (its image CDN). */
    cdnUrl: read(env.VITE_SANITY_CDN_URL, 'https://cdn.sanity.io'),
    apiVersion: '2024-03-11',
  },
  blogApiBase: read(env.VITE_BLOG_API_BASE, ''),
  /** WordPress tag id whose posts fill the home page's news section when the blog API is configured. */
  blogNewsTag: read(env.VITE_BLOG_NEWS_TAG, '1'),
  analytics: {
    enabled: flag(env.VITE_ANALYTICS_ENABLED),
    writeKey: read(env.VITE_SEGMENT_WRITE_KEY, ''),
    /** Vendor loader script; `{writeKey}` is replaced with the write key. */
    scriptUrl: read(env.VITE_SEGMENT_SCRIPT_URL, 'https://cdn.segment.com/analytics.js/v1/{writeKey}/analytics.min.js'),
  },
  /** Configured for a future API; unused by the site (specification section 7). */
  graphqlUrl: read(env.VITE_GRAPHQL_URL, 'https://api.infinyte.ai/graphql'),
} as const;

export type Site = typeof site;
