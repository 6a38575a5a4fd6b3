import { cva, type VariantProps } from 'class-variance-authority';
import { axis, type Surface } from '@/components/vocabulary';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import type { ConversationRequest } from '@/components/conversation/conversation-request';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import { useSectionTitleId } from './section-id';

export const conversationBlockVariants = cva('flex flex-col gap-6', {
  variants: {
    align: axis('align', { center: 'mx-auto max-w-2xl items-center text-center', start: 'max-w-2xl' }),
  },
  defaultVariants: { align: 'center' },
});

export type ConversationBlockProps = VariantProps<typeof conversationBlockVariants> & {
  id?: string;
  title: string;
  description: string;
  buttonLabel?: string;
  /** Opens the conversation about this topic with fields filled in. */
  request?: ConversationRequest;
  surface?: Extract<Surface, 'default' | 'muted' | 'accent'>;
  className?: string;
};

/** A closing invitation whose button opens the conversation dialog ('YOUR VISION, ACCELERATED'). */
export function ConversationBlock({
  id,
  title,
  description,
  buttonLabel,
  request,
  align,
  surface = 'muted',
  className,
}: ConversationBlockProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} surface={surface} className={className}>
      <Container>
        <div className={conversationBlockVariants({ align })}>
          <Heading level={2} id={titleId}>
            {title}
          </Heading>
          <Text size="lg" emphasis="muted">
            {description}
          </Text>
          <StartConversationButton size="lg" label={buttonLabel} request={request} />
        </div>
      </Container>
    </Section>
  );
}
