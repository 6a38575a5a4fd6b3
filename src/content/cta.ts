// The call-to-action banner shared by inner pages.
import { REPLY_PROMISE } from './constants';
import type { CallToActionContent } from './types';

export const contactBanner: CallToActionContent = {
  title: 'How can we help you?',
  // We have no walk-in offices to list; we say how we actually work.
  description: `We work remotely with clients worldwide, in your time zone for the meetings that matter. Tell us what you need and a senior consultant replies ${REPLY_PROMISE}.`,
  to: '/contact',
  textButton: 'Contact Us',
};
