// Footer columns and social links (specification section 2).
import { site } from '@/config/site';
import type { ExternalHref } from '@/config/page-links';
import { automateInHouse, contactUs, digitalWorkforce, ideaToMarketLab, whyInfinyte } from './navigation';
import type { LinkTarget } from './types';

export interface FooterColumn {
  title: string;
  links: LinkTarget[];
}

export const footerColumns: { companyOverview: FooterColumn; support: FooterColumn } = {
  companyOverview: {
    title: 'Company Overview',
    links: [
      { label: 'Home', href: '/' },
      // The only link to the solutions overview: the menu's Solutions item opens a panel instead.
      { label: 'Solutions', href: '/solutions' },
      whyInfinyte,
      digitalWorkforce,
      automateInHouse,
      // The specification words the lab this way in the footer (section 2); the address is the menu's.
      { label: 'Idea To Market Lab', href: ideaToMarketLab.href },
    ],
  },
  support: {
    title: 'Support',
    links: [{ label: 'Privacy Policy', href: '/privacy' }, contactUs],
  },
};

type SocialNetwork = 'youtube' | 'x' | 'linkedin' | 'facebook';

export const socialLinks: { network: SocialNetwork; label: string; href: ExternalHref }[] = [
  { network: 'youtube', label: 'Infinyte on YouTube', href: site.social.youtube },
  { network: 'x', label: 'Infinyte on X', href: site.social.x },
  { network: 'linkedin', label: 'Infinyte on LinkedIn', href: site.social.linkedin },
  { network: 'facebook', label: 'Infinyte on Facebook', href: site.social.facebook },
];

export const footerTagline = `${site.tagline} AI workers, automation and product teams that help businesses, founders and families do more of what matters.`;
