// A worker's opening band: role, name, what they do and the hire button,
// beside the portrait (the page's largest picture, so it loads first).
import type { AiWorker } from '@/content/types';
import type { RouteMeta } from '@/content/route-meta';
import { CONTAINER } from '@/lib/media/sizes';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CategoryLabel } from '@/components/ui/category-label';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Media } from '@/components/ui/media';
import { Text } from '@/components/ui/text';
import { hireRequest } from '@/components/conversation/hire-request';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';

export function WorkerHero({ worker, meta }: { worker: AiWorker; meta: RouteMeta }) {
  return (
    <section aria-labelledby="worker-title" data-surface="inverse" className="pt-32 pb-16 md:pb-20">
      <Container className="grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-5">
          <CategoryLabel>{`${meta.category} · ${worker.category[0]}`}</CategoryLabel>
          <Heading level={1} size="display" id="worker-title" tabIndex={-1}>
            {meta.heading}
          </Heading>
          <Text size="lg" emphasis="muted" className="font-semibold">
            {worker.title}
          </Text>
          <Text size="lg" emphasis="muted" className="max-w-prose">
            {worker.description}
          </Text>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <StartConversationButton size="lg" label={worker.textButton} request={hireRequest(worker)} />
            <ArrowLink href="/digital-workforce" direction="back">
              The whole team
            </ArrowLink>
          </div>
        </div>
        <Media
          src={worker.imgSrc.src}
          alt={worker.imgSrc.alt}
          width={worker.imgSrc.width}
          height={worker.imgSrc.height}
          // The container's width up to max-w-sm (24rem).
          sizes={`min(24rem, calc${CONTAINER})`}
          priority
          className="mx-auto h-auto w-full max-w-sm rounded-xl object-cover shadow-lg"
        />
      </Container>
    </section>
  );
}
