// A worker's Hero: role, name, what they do, 'Hire {name}' and the way back to
// the team, beside the portrait.
import type { AiWorker } from '@/content/types';
import type { RouteMeta } from '@/content/route-meta';
import { CONTAINER } from '@/lib/media/sizes';
import { hireRequest } from '@/components/conversation/hire-request';
import type { HeroProps } from '@/components/sections/hero';

export const workerHeroContent = (worker: AiWorker, meta: RouteMeta): HeroProps => ({
  variant: 'portrait',
  category: `${meta.category} · ${worker.category[0]}`,
  title: meta.heading,
  subtitle: worker.title,
  description: worker.description,
  // The container's width up to the portrait's max-w-sm (24rem).
  portrait: { ...worker.imgSrc, sizes: `min(24rem, calc${CONTAINER})` },
  action: { label: worker.textButton, opensConversation: true, request: hireRequest(worker) },
  back: { label: 'The whole team', href: '/digital-workforce' },
});
