import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import * as constants from '@/content/constants';
import { home } from '@/content/home';
import { enterpriseCapabilities, fourWays, offerings, workWithUs } from '@/content/offerings';
import { partners } from '@/content/partners';
import { pillars } from '@/content/pillars';
import { processSteps } from '@/content/process-steps';
import { testimonials } from '@/content/testimonials';

describe('business constants', () => {
  it('match the specification', () => {
    expect(constants).toMatchObject({
      REPLY_PROMISE: 'within one business day',
      CONSULTATION_HOURS: 2,
      LIVE_IN_HOURS: 48,
      MVP_DAYS: 30,
      WORKSHOP_AGENTS: '3-5',
      EXPERIENCE_YEARS: 25,
      WORKER_COUNT: 12,
      CASE_STUDY_COUNT: 14,
    });
  });
});

describe('offerings', () => {
  it('cover every offering of the specification', () => {
    const titles = offerings.map((o) => o.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Business Growth Platform',
        'Digital Workforce',
        'Automate In-House',
        'Idea-to-Market Lab',
        'Expert Guidance Consultation',
        'Careers',
        'Media Inquiries',
        'Data and Artificial Intelligence',
        'Digital Transformation and Strategy',
        'Platforming and Cloud Services',
        'Technology and Engineering',
      ]),
    );
    expect(enterpriseCapabilities).toHaveLength(4);
    expect(workWithUs.map((o) => o.title)).toEqual(['Expert Guidance Consultation', 'Careers', 'Media Inquiries']);
  });

  it('link outside only through the site configuration', () => {
    const hrefs = offerings.flatMap((o) => [o.link, o.ctaLink]);
    expect(hrefs).toContain(site.growthPlatformUrl);
    expect(hrefs).toContain(site.familyAppUrl);
    expect(hrefs).toContain(`mailto:${site.careersEmail}`);
    expect(hrefs).toContain(`mailto:${site.mediaEmail}`);
  });

  it('quote the numbers from the constants', () => {
    const copy = offerings.map((o) => o.description).join(' ');
    for (const phrase of ['48 hours', '30 days', '3-5 custom agents', '2-hour', 'within one business day'])
      expect(copy).toContain(phrase);
  });
});

describe('collections', () => {
  it('has six partners, each named in text (no logo files)', () => {
    expect(partners.map((p) => p.id)).toEqual(['adobe', 'microsoft', 'meta', 'anthropic', 'aws', 'gcp']);
    for (const partner of partners) {
      expect(Object.keys(partner).sort()).toEqual(['description', 'id', 'title']);
      expect(partner.description.length).toBeGreaterThan(40);
    }
  });

  it('has four testimonials and shows no faces beside their names', () => {
    expect(testimonials.map((t) => t.src)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(testimonials.map((t) => t.authorName)).size).toBe(4);
  });

  it('has the three process steps and three pillars of the specification', () => {
    expect(processSteps.map((s) => s.title)).toEqual([
      'Collaborative ideation',
      'Customization and planning',
      'Agile execution with continuous improvement',
    ]);
    expect(pillars.map((p) => p.title)).toEqual([
      'Adaptive intelligence fabric',
      'Decentralized orchestration',
      'Ethical-by-design framework',
    ]);
  });
});

describe('home page copy', () => {
  it('follows the specification', () => {
    expect(home.hero.category).toBe('HUMAN POTENTIAL');
    expect(home.hero.action).toEqual({ label: 'Start a Conversation', opensConversation: true });
    expect(home.hero.scrollTarget).toBe(`#${home.why.id}`);
    expect(home.why.title).toContain('25 years');
    expect(home.ways.title).toBe('One Platform - Four Ways to Accelerate');
    expect(home.ways.items).toEqual(fourWays);
    expect(home.vision).toMatchObject({
      title: 'YOUR VISION, ACCELERATED',
      textButton: 'Start a Conversation',
      to: '/get-started/book-a-vision-call',
    });
    expect(home.partners.title.toLowerCase()).toContain('generative ai and cloud partners');
    expect(home.news.title).toBe('News & initiatives');
    expect(home.getStarted.link).toEqual({ label: 'Get Started Today', href: '/contact' });
  });
});
