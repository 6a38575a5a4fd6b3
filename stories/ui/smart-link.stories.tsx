import type { Story } from '@ladle/react';
import { SmartLink } from '@/components/ui/smart-link';
import { Text } from '@/components/ui/text';
import { StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/SmartLink' };

const linkClass = 'font-semibold text-accent underline underline-offset-4 hover:text-accent-hover';

export const Kinds: Story = () => (
  <StoryStack>
    <StoryRow title="Internal (router) link">
      <SmartLink href="/digital-workforce" className={linkClass}>
        Meet the Digital Workforce
      </SmartLink>
    </StoryRow>
    <StoryRow title="Current page">
      <SmartLink href="/" className={`${linkClass} aria-[current=page]:no-underline`}>
        Home (aria-current)
      </SmartLink>
    </StoryRow>
    <StoryRow title="Same-page anchor, mail and phone">
      <SmartLink href="#case-studies" className={linkClass}>
        Scroll to case studies
      </SmartLink>
      <SmartLink href="mailto:careers@infinyte.ai" className={linkClass}>
        careers@infinyte.ai
      </SmartLink>
      <SmartLink href="tel:+18005550199" className={linkClass}>
        +1 800 555 0199
      </SmartLink>
    </StoryRow>
    <StoryRow title="External (new tab)">
      <SmartLink href="https://grow.infinyte.ai" className={linkClass}>
        Growth platform
      </SmartLink>
      <SmartLink href="https://communax.app" className={linkClass} showExternalIcon={false}>
        Communax, without icon
      </SmartLink>
    </StoryRow>
  </StoryStack>
);

export const InProse: Story = () => (
  <Text className="max-w-prose">
    Our{' '}
    <SmartLink href="/solutions/for-your-business/automate-in-house" className={linkClass}>
      in-house automation workshop
    </SmartLink>{' '}
    prepares your team to deploy three to five custom agents, and the{' '}
    <SmartLink href="https://grow.infinyte.ai" className={linkClass}>
      growth platform
    </SmartLink>{' '}
    can be live in 48 hours.
  </Text>
);
