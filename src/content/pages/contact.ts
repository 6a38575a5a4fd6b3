import { CONSULTATION_HOURS, REPLY_PROMISE } from '@/content/constants';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

// The inquiry form and the Work with Us block are sections of the route; this
// is the copy around them.
export const contactPage: CopyPageEntry = {
  template: 'contact',
  meta: {
    title: 'Contact Infinyte | Business Inquiries, Careers and Media',
    heading: 'Let’s Talk About Your Next Move',
    category: 'Contact',
    description: `Send a business inquiry and hear back ${REPLY_PROMISE}, book a two-hour expert consultation, or reach our careers and media teams.`,
    keywords: ['contact Infinyte', 'business inquiry', 'AI consultation'],
    schemaType: 'contact',
  },
  hero: {
    category: 'Contact Us',
    title: 'Let’s talk about what you want to build',
    description: `Tell us about your business, your idea or your question. A senior consultant reads every inquiry and replies ${REPLY_PROMISE}.`,
    image: heroImage('contact'),
    scrollTarget: '#contact-intro',
  },
  blocks: [
    {
      kind: 'prose',
      id: 'contact-intro',
      eyebrow: 'Business inquiries',
      title: 'What happens after you write to us',
      paragraphs: [
        `Your message goes straight to a senior consultant, not a ticket queue. You will get a personal reply ${REPLY_PROMISE} that either answers your question or proposes a short call with the right specialist for your industry and goals.`,
        `If you already know you want expert help, ask for the ${CONSULTATION_HOURS}-hour Expert Guidance Consultation. It is a focused working session: bring one process, one product idea or one stubborn problem, and leave with a prioritized plan, a realistic budget range and the first three steps you can take on your own.`,
        'We only use what you share to answer your inquiry and, if you tick the box, to send occasional news about our services and events. You can unsubscribe at any time, and our privacy policy explains exactly how we handle your details.',
      ],
    },
    {
      kind: 'faq',
      title: 'Before you send',
      items: [
        {
          question: 'Do I need a detailed brief?',
          answer:
            'No. A few sentences about your goal and your current tools are enough. We will ask the right follow-up questions.',
        },
        {
          question: 'Do you work with small businesses?',
          answer:
            'Yes. Many clients start with a single AI worker or the growth platform and expand once the first results are in.',
        },
        {
          question: 'Can I sign an NDA first?',
          answer: 'Of course. Mention it in your message and we will send our mutual NDA with the first reply.',
        },
      ],
    },
  ],
};
