// /contact: what happens after you write, the Work with Us block beside the
// Business Inquiries form with the reply promise, then common questions.
import type { StaticPageProps } from '@/app/static-page';
import type { CopyPageEntry } from '@/content/page-entry';
import { REPLY_PROMISE } from '@/content/constants';
import type { Href } from '@/config/page-links';
import { workWithUs } from '@/content/offerings';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Card, CardBody } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { anchorBlocks } from '@/components/sections/block-anchors';
import { PageBlocks } from '@/components/sections/page-blocks';
import { SectionIcon } from '@/components/sections/section-icon';
// The form as its island: its code waits for the visitor's first move inside it; the served form posts natively.
import { ContactInquiryForm } from '@/islands/contact-form-mark';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';

/** On this page a card that leads to /contact leads to the form beside it instead. */
const onThisPage = (href: Href): Href => (href === '/contact' ? '#business-inquiries' : href);

function WorkWithUs() {
  return (
    <div className="flex flex-col gap-6">
      <Heading level={2} id="work-with-us-title">
        Work with Us
      </Heading>
      <ul className="flex flex-col gap-4">
        {workWithUs.map((card) => (
          <Card asChild key={card.title}>
            <li>
              <CardBody>
                {card.icon && <SectionIcon name={card.icon} />}
                <Heading level={3} size="xs">
                  {card.title}
                </Heading>
                <Text size="sm" emphasis="muted">
                  {card.description}
                </Text>
                <ArrowLink href={onThisPage(card.ctaLink)} className="w-fit">
                  {card.ctaLabel ?? 'Learn more'}
                </ArrowLink>
              </CardBody>
            </li>
          </Card>
        ))}
      </ul>
    </div>
  );
}

export function ContactPage({ page }: StaticPageProps<CopyPageEntry>) {
  const [intro, ...rest] = anchorBlocks(page.blocks);
  return (
    <>
      <Hero {...pageHeroContent(page.meta, page.hero)} />
      {intro && <PageBlocks blocks={[intro]} />}
      <Section surface="muted">
        <Container className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <WorkWithUs />
          <div id="business-inquiries" className="flex flex-col gap-6">
            <div className="flex flex-col gap-3">
              <Heading level={2} id="business-inquiries-title">
                Business Inquiries
              </Heading>
              <Text emphasis="muted">
                {`Every field helps us route your message to the right specialist. We reply to every business inquiry ${REPLY_PROMISE}.`}
              </Text>
            </div>
            <ContactInquiryForm labelledBy="business-inquiries-title" />
          </div>
        </Container>
      </Section>
      <PageBlocks blocks={rest} />
    </>
  );
}
