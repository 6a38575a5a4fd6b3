// A closing invitation whose control is a link rather than the conversation
// dialog: the find-your-fit page's 'Start a Conversation' goes to /contact.
import type { LinkTarget } from '@/content/types';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { useSectionTitleId } from '@/components/sections/section-id';

export type LinkInvitationProps = {
  id?: string;
  title: string;
  description: string;
  action: LinkTarget;
};

export function LinkInvitation({ id, title, description, action }: LinkInvitationProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} surface="accent">
      <Container>
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
          <Heading level={2} id={titleId}>
            {title}
          </Heading>
          <Text size="lg">{description}</Text>
          <ButtonLink href={action.href} size="lg" direction="forward">
            {action.label}
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
