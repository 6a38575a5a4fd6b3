import { ChevronDownIcon } from '@/components/ui/icons';
import { Text } from '@/components/ui/text';
import { SectionScaffold } from './section-scaffold';
import type { PageSurface } from '@/components/vocabulary';

export type FaqListProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  items: { question: string; answer: string }[];
  surface?: PageSurface;
  className?: string;
};

/** Questions as native details/summary: keyboard, find-in-page and no-JS all work for free. */
export function FaqList({ id, eyebrow, title, items, surface, className }: FaqListProps) {
  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} size="sm" className={className}>
      <div className="flex flex-col divide-y divide-border border-y border-border">
        {items.map((item) => (
          <details key={item.question} className="group/faq">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon size="sm" className="transition-transform duration-fast group-open/faq:rotate-180" />
            </summary>
            <Text emphasis="muted" className="pb-5">
              {item.answer}
            </Text>
          </details>
        ))}
      </div>
    </SectionScaffold>
  );
}
