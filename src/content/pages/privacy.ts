import { site } from '@/config/site';
import { PRIVACY_LAST_UPDATED, REPLY_PROMISE } from '@/content/constants';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const privacyPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Privacy Policy | Infinyte',
    heading: 'Privacy Policy',
    category: 'Legal',
    description:
      'How Infinyte collects, uses and protects the information you share with us, and how to exercise your rights or unsubscribe at any time.',
    keywords: ['privacy policy', 'data protection'],
  },
  hero: {
    category: 'Privacy Policy',
    title: 'How we handle your information',
    description: `Plain answers about what ${site.domain} collects, why, and what you can ask us to do with it. Last updated ${PRIVACY_LAST_UPDATED}.`,
    image: heroImage('privacy'),
  },
  blocks: [
    {
      kind: 'prose',
      id: 'what-we-collect',
      title: 'What we collect and why',
      paragraphs: [
        `This website collects personal information only when you send us a business inquiry. The form asks for your first and last name, company, email address, phone number, country, your reason for contacting us and whether you want marketing emails. We use these details to reply to your inquiry ${REPLY_PROMISE}, to prepare for any call you request and, only if you tick the marketing box, to send occasional news about our services and events.`,
        'Our legal basis is your request (we need the details to answer you) and, for marketing, your consent, which you can withdraw at any time with the unsubscribe link in every email or by writing to us.',
      ],
    },
    {
      kind: 'prose',
      id: 'processors',
      title: 'Who processes it',
      paragraphs: [
        'When you submit the form, your inquiry is sent over an encrypted connection to a webhook run by our workflow automation provider, which delivers it to our customer relationship management system and notifies the consultant on duty. The provider acts as our processor under a data processing agreement and may not use your information for its own purposes.',
        'We do not sell or rent personal information, and we do not share it with advertisers.',
      ],
    },
    {
      kind: 'prose',
      id: 'analytics-and-storage',
      title: 'Analytics, cookies and local storage',
      paragraphs: [
        'Analytics are switched off by default. When we enable them for a measured period, the site first asks you in a Privacy choices dialog, and no analytics code is loaded and nothing is sent unless you accept. You can change your answer at any time with Privacy choices at the foot of every page. If your browser sends a Global Privacy Control signal, we treat it as a standing opt-out: we do not ask, and load no analytics at all.',
        'This site sets no advertising or tracking cookies. It stores at most two items in your browser’s local storage: your light or dark theme preference, so the site looks the way you chose on your next visit, and, only while analytics are enabled and once you have answered, your analytics choice, so we do not ask again. You can clear them at any time in your browser settings.',
      ],
    },
    {
      kind: 'prose',
      id: 'retention-and-rights',
      title: 'Retention and your rights',
      paragraphs: [
        'We keep inquiry details for up to 24 months after our last conversation, then delete them, unless you become a client, in which case our contract sets the retention period. Marketing consent records are kept for as long as you stay subscribed plus the period the law requires us to prove consent.',
        `You may ask us to give you a copy of your information (access), fix anything inaccurate (correction), delete it (deletion) or stop using it for a particular purpose (objection). Write to ${site.privacyEmail} and we will confirm receipt and act on your request within 30 days. You also have the right to complain to your local data protection authority.`,
      ],
    },
    {
      kind: 'faq',
      title: 'Quick answers',
      items: [
        {
          question: 'How do I stop marketing emails?',
          answer: `Use the unsubscribe link in any email, or write to ${site.privacyEmail}.`,
        },
        {
          question: 'Is my inquiry used to train AI models?',
          answer: 'No. Inquiry details are used only to answer you and are never used to train models.',
        },
      ],
    },
  ],
};
