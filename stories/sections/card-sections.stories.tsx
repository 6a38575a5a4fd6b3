import type { Story } from '@ladle/react';
import { PartnerStrip } from '@/components/sections/partner-strip';
import { Pillars } from '@/components/sections/pillars';
import { ProcessSteps } from '@/components/sections/process-steps';
import { ServiceCards } from '@/components/sections/service-cards';
import { fourWays, workWithUs } from '@/content/offerings';
import { partners } from '@/content/partners';
import { pillars } from '@/content/pillars';
import { processSteps } from '@/content/process-steps';

export default { title: 'Sections/Card sections' };

export const ServiceCardsTwoColumns: Story = () => (
  <ServiceCards eyebrow="Solutions" title="One Platform - Four Ways to Accelerate" cards={fourWays} />
);

export const ServiceCardsThreeColumnsMuted: Story = () => (
  <ServiceCards title="Work with Us" cards={workWithUs} columns={3} surface="muted" />
);

export const ProcessStepsRow: Story = () => (
  <ProcessSteps eyebrow="How we work" title="Three steps from idea to impact" steps={processSteps} />
);

export const PillarsColumns: Story = () => (
  <Pillars eyebrow="Platform" title="Three pillars of the Infinyte platform" pillars={pillars} />
);

export const Partners: Story = () => (
  <PartnerStrip
    eyebrow="Partners"
    title="Generative AI and cloud partners"
    intro="We build on the platforms our clients already trust."
    partners={partners}
  />
);
