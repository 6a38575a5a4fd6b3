import { site } from '@/config/site';

/**
 * Analytics can run only with the build flag and a write key; otherwise there is nothing to ask, and the pages carry
 * neither the consent island nor the footer's Privacy choices control.
 */
export const analyticsConfigured = site.analytics.enabled && site.analytics.writeKey !== '';
