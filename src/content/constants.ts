// The business numbers the copy quotes, kept in one place so a change here
// changes every page that mentions them (specification section 9).

/**
 * How soon a person answers a business inquiry, worded the same on every page
 * and in the dialog. One business day rather than '24 hours': nobody answers
 * on a Sunday, and a promise the site does not keep is worse than none.
 */
export const REPLY_PROMISE = 'within one business day';
/** Length of the Expert Guidance Consultation, in hours. */
export const CONSULTATION_HOURS = 2;
/** The business growth platform goes live within this many hours. */
export const LIVE_IN_HOURS = 48;
/** The Idea-to-Market Lab ships a working MVP within this many days. */
export const MVP_DAYS = 30;
/** Custom agents each Automate In-House cohort is prepared to deploy. */
export const WORKSHOP_AGENTS = '3-5';
/** Years of delivery experience behind the team. */
export const EXPERIENCE_YEARS = 25;
/** Size of the Digital Workforce. */
export const WORKER_COUNT = 12;
/** Number of published case studies. */
export const CASE_STUDY_COUNT = 14;
/** When the privacy policy last changed (its address is site.privacyEmail, from configuration). */
export const PRIVACY_LAST_UPDATED = '2026-11-01';
