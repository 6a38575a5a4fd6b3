// The call-to-action banner shared by inner pages.
import type { CallToActionContent } from './types';

export const contactBanner: CallToActionContent = {
  title: 'How can we help you?',
  description: 'Get in touch with us or find an office closest to you.',
  to: '/contact',
  textButton: 'Contact Us',
};
