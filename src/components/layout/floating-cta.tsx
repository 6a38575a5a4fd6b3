// The always-present 'Start a Conversation' control, bottom right.
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';

export function FloatingCta() {
  return (
    <div className="fixed right-4 bottom-4 z-floating md:right-6 md:bottom-6">
      <Button asChild size="lg" className="shadow-lg">
        <SmartLink href="/contact">
          <Icon name="message" size="md" />
          Start a Conversation
        </SmartLink>
      </Button>
    </div>
  );
}
