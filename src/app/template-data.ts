// What the worker and case-study route loaders return: the page's content plus the cards it links to. The
// page then needs no list of workers or studies, so the lists stay out of its first load (the loader's data
// comes with the prerendered HTML).
import { workers } from '@/content/workers';
import { findCaseStudy, nextCaseStudy } from '@/content/case-studies';
import { colleaguesOf } from '@/content/worker-colleagues';
import type { CaseStudy } from '@/content/types';
import type { WorkerCardWorker as Card } from '@/components/sections/worker-card';

/** A worker's metadata needs its first name and its single role. */
export const workerFacts = (worker: (typeof workers)[number]) => ({
  ...worker,
  role: worker.category[0],
});

/** What a worker card shows of a worker (a colleague here; the carousel's island takes the same). */
export const workerCard = ({ slug, firstName, title, category, textButton, imgSrc, video }: Card): Card => ({
  slug,
  firstName,
  title,
  category,
  textButton,
  imgSrc,
  video,
});

/** A worker page's data, from its route loader: the worker and the cards of its three colleagues. */
export const findWorker = (slug: string) => {
  const worker = workers.find((entry) => entry.slug === slug);
  return worker && { ...workerFacts(worker), colleagues: colleaguesOf(worker).map(workerCard) };
};

/** What the closing 'Next project' block shows of the following study. */
const projectCard = ({ slug, title, brand, category, src }: CaseStudy) => ({ slug, title, brand, category, src });

/** A case study page's data, from its route loader: the study and the card of the next one (as for workers). */
export const caseStudyPageData = (slug: string) => {
  const study = findCaseStudy({ slug });
  const next = study && nextCaseStudy(study.slug);
  return study && { ...study, next: next && projectCard(next) };
};
