import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const architectureAndSecurityPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Architecture and Security | Infinyte Platform',
    heading: 'Architecture and Security',
    category: 'Platform',
    description:
      'Isolation, encryption, least-privilege access and full audit trails: the architecture that keeps your data and your agents trustworthy.',
    keywords: ['AI security', 'platform architecture', 'data protection'],
  },
  hero: {
    category: 'Platform',
    title: 'Architecture and Security',
    description:
      'Tenant isolation, encryption everywhere, least-privilege access and complete audit trails: the controls your security team will ask about, built in from day one.',
    image: heroImage('platform'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Designed to pass your security review',
      paragraphs: [
        'Each client runs in an isolated tenant with its own encryption keys, storage and model configuration. Data is encrypted in transit with TLS 1.3 and at rest with AES-256, and no client data is used to train shared models.',
        'Agents authenticate to your systems with scoped, short-lived credentials. Every tool call, model response and human approval is logged with a timestamp and actor, so you can reconstruct any decision months later.',
      ],
    },
    {
      kind: 'features',
      title: 'Security controls',
      items: [
        {
          icon: 'shield',
          title: 'Tenant isolation',
          description: 'Separate data stores, keys and configuration per client.',
        },
        {
          icon: 'database',
          title: 'Data residency',
          description: 'Deploy in US or EU regions on AWS, Azure or Google Cloud.',
        },
        {
          icon: 'users',
          title: 'Single sign-on',
          description: 'SAML and OIDC sign-in with role-based access for your staff.',
        },
        {
          icon: 'layers',
          title: 'Audit trails',
          description: 'Immutable logs of every agent action, exportable to your SIEM.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Security questions',
      items: [
        {
          question: 'Can we run models in our own cloud account?',
          answer:
            'Yes. We support private deployments in your AWS, Azure or Google Cloud account, including open-weight models.',
        },
        {
          question: 'How do you handle personal data in prompts?',
          answer:
            'Sensitive fields are detected and masked before they reach a model, and masking rules are configurable per tenant.',
        },
        {
          question: 'Do you support compliance reviews?',
          answer:
            'Yes. We provide architecture documentation, data flow diagrams and completed security questionnaires for your review.',
        },
      ],
    },
  ],
};
