import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export type FaqListProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  items: { question: string; answer: string }[];
  tone?: 'default' | 'muted';
  className?: string;
};

/** Questions as native details/summary: keyboard, find-in-page and no-JS all work for free. */
export function FaqList({ id, eyebrow, title, items, tone, className }: FaqListProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container size="narrow" className="flex flex-col gap-10">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} />
        <div className="flex flex-col divide-y divide-border border-y border-border">
          {items.map((item) => (
            <details key={item.question} className="group/faq">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon
                  name="chevron-down"
                  size="sm"
                  className="transition-transform duration-fast group-open/faq:rotate-180"
                />
              </summary>
              <Text tone="muted" className="pb-5">
                {item.answer}
              </Text>
            </details>
          ))}
        </div>
      </Container>
    </Section>
  );
}
