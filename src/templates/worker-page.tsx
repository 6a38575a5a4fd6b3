// /digital-workforce/{slug}: one worker's role, week, tasks, tools and access,
// a sample hand-off, guardrails, how hiring works, outcomes, the 'Hire {name}'
// invitation and three colleagues.
import type { AiWorker } from '@/content/types';
import type { RouteMeta } from '@/content/route-meta';
import { REPLY_PROMISE } from '@/content/constants';
import { ButtonLink } from '@/components/ui/button-link';
import { hireRequest } from '@/components/conversation/hire-request';
import { ConversationBlock } from '@/components/sections/conversation-block';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ProseBlock } from '@/components/sections/prose-block';
import { ProcessSteps } from '@/components/sections/process-steps';
import { SplitLayout } from '@/components/sections/split-layout';
import { StatsBand } from '@/components/sections/stats-band';
import { ListSection } from '@/components/sections/list-section';
import { WorkerGrid } from '@/components/workers/worker-grid';
import type { WorkerCardWorker } from '@/components/sections/worker-card';
import { Hero } from '@/components/sections/hero';
import { workerHeroContent } from '@/components/workers/worker-hero-content';

const hiringIcons = ['compass', 'workflow', 'rocket'];

export function WorkerPage({
  worker,
  meta,
}: {
  worker: AiWorker & { colleagues: WorkerCardWorker[] };
  meta: RouteMeta;
}) {
  const { firstName, detail } = worker;
  return (
    <>
      <Hero {...workerHeroContent(worker, meta)} />
      <SplitLayout
        id="role"
        eyebrow="The role"
        title={`What ${firstName} does`}
        paragraphs={[detail.summary]}
        bullets={detail.responsibilities}
        image={worker.video.poster}
        imageSide="right"
      />
      <FeatureGrid
        id="week"
        surface="muted"
        eyebrow="A typical week"
        title={`A week with ${firstName}`}
        items={detail.week.map(({ day, work }) => ({ icon: 'calendar', title: day, description: work }))}
      />
      <ListSection
        id="tasks"
        eyebrow="Day to day"
        title={`Tasks ${firstName} takes over`}
        intro={`The repetitive work ${firstName} handles from the first week, so your team can spend its time on judgement and relationships.`}
        items={detail.tasks}
      />
      <ListSection
        id="tools"
        surface="muted"
        eyebrow="Integrations"
        title={`Tools ${firstName} works with`}
        intro={`${firstName} connects to the systems you already run, with least-privilege access and every action logged.`}
        paragraphs={[detail.connections]}
        items={detail.tools}
        variant="tags"
      />
      <ProseBlock
        id="handoff"
        eyebrow="A sample hand-off"
        title={`When ${firstName} passes work to a person`}
        paragraphs={[
          detail.handoff.situation,
          `${firstName}’s note to ${detail.handoff.recipient}: ${detail.handoff.note}`,
        ]}
      />
      <ListSection
        id="guardrails"
        surface="muted"
        eyebrow="Guardrails"
        title={`Limits ${firstName} works within`}
        items={detail.guardrails}
      />
      <ProcessSteps
        id="hiring"
        title={`How hiring ${firstName} works`}
        intro="Three steps from the first call to a worker you trust with real responsibility."
        steps={detail.hiringSteps.map((step, index) => ({ ...step, icon: hiringIcons[index] ?? 'check' }))}
      />
      <StatsBand id="outcomes" title={`What teams see after hiring ${firstName}`} items={detail.outcomes} columns={3} />
      <ConversationBlock
        id="hire"
        surface="accent"
        title={`Ready to add ${firstName} to your team?`}
        description={`Tell us about the work you want ${firstName} to own. We reply ${REPLY_PROMISE} with a plan for a supervised first week.`}
        buttonLabel={worker.textButton}
        request={hireRequest(worker)}
      />
      <WorkerGrid
        id="colleagues"
        eyebrow="Digital Workforce"
        title={`${firstName}’s colleagues`}
        workers={worker.colleagues}
        footer={
          <ButtonLink href="/digital-workforce" variant="outline" className="self-start" direction="forward">
            Meet all twelve workers
          </ButtonLink>
        }
      />
    </>
  );
}
