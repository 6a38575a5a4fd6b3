/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CAREERS_EMAIL?: string;
  readonly VITE_MEDIA_EMAIL?: string;
  readonly VITE_PRIVACY_EMAIL?: string;
  readonly VITE_GROWTH_PLATFORM_URL?: string;
  readonly VITE_FAMILY_APP_URL?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_MEDIA_BASE_URL?: string;
  readonly VITE_INQUIRY_WEBHOOK_URL?: string;
  readonly VITE_CHAT_ENABLED?: string;
  readonly VITE_OVERSCROLL_EFFECT?: string;
  readonly VITE_SANITY_PROJECT_ID?: string;
  readonly VITE_SANITY_DATASET?: string;
  readonly VITE_SANITY_API_HOST?: string;
  readonly VITE_SANITY_CDN_URL?: string;
  readonly VITE_BLOG_API_BASE?: string;
  readonly VITE_BLOG_NEWS_TAG?: string;
  readonly VITE_ANALYTICS_ENABLED?: string;
  readonly VITE_SEGMENT_WRITE_KEY?: string;
  readonly VITE_SEGMENT_SCRIPT_URL?: string;
  readonly VITE_GRAPHQL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
