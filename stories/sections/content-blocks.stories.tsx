import type { Story } from '@ladle/react';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ProseBlock } from '@/components/sections/prose-block';
import { SplitLayout, type SplitLayoutProps } from '@/components/sections/split-layout';
import { StatsBand } from '@/components/sections/stats-band';
import { serviceImage } from '@/content/media';

export default { title: 'Sections/Content blocks' };

const paragraphs = [
  'We start with the work, not the model. In a two-hour session we map the tasks that eat your week, score them for value and risk, and pick the first one to automate.',
  'Every agent we ship has an owner, an audit trail and a way to hand a conversation back to a person.',
];

export const ProseStart: Story = () => (
  <ProseBlock eyebrow="Our approach" title="Automation that earns trust" paragraphs={paragraphs} />
);

export const ProseCentredMuted: Story = () => (
  <ProseBlock title="Ethical by design" paragraphs={paragraphs} align="center" surface="muted" />
);

const splitProps = {
  eyebrow: 'How we work',
  title: 'Senior people, small teams, measurable outcomes',
  paragraphs: [paragraphs[0]!],
  bullets: [
    'One accountable lead for every client',
    'Two-week delivery cycles with a live demo',
    'A success measure agreed up front',
  ],
  image: serviceImage('digital-transformation', 'landscape'),
  action: { label: 'Read why we do it', href: '/philosophy/why-infinyte' },
} satisfies Partial<SplitLayoutProps>;

export const SplitImageRight: Story = () => <SplitLayout {...splitProps} />;

export const SplitImageLeftMuted: Story = () => <SplitLayout {...splitProps} imageSide="left" surface="muted" />;

const features = [
  {
    icon: 'brain',
    title: 'Adaptive intelligence',
    description: 'Agents that learn your playbooks and improve with every review.',
  },
  {
    icon: 'shield',
    title: 'Secure by default',
    description: 'Least-privilege access, encrypted storage and full audit logs.',
  },
  {
    icon: 'users',
    title: 'Humans in the loop',
    description: 'Clear hand-offs whenever judgment or empathy is needed.',
  },
  {
    icon: 'rocket',
    title: 'Live in 48 hours',
    description: 'Pre-built connectors get your first agent working in two days.',
  },
];

export const FeaturesThreeColumns: Story = () => (
  <FeatureGrid
    eyebrow="Why Infinyte"
    title="What you get from day one"
    intro="Four things every engagement includes."
    items={features}
  />
);

export const FeaturesLinkedTwoColumns: Story = () => (
  <FeatureGrid
    title="Explore the platform"
    columns={2}
    items={features.slice(0, 2).map((item, index) => ({
      ...item,
      href: index === 0 ? '/platform/agents-and-automation' : '/platform/architecture-and-security',
    }))}
  />
);

const stats = [
  { value: '25', label: 'years of delivery experience' },
  { value: '48 hrs', label: 'from kickoff to a live growth platform' },
  { value: '30 days', label: 'from idea to MVP in the Lab' },
  { value: '24 hrs', label: 'maximum reply time to an inquiry' },
];

export const StatsInverse: Story = () => <StatsBand title="Infinyte in numbers" items={stats} />;

export const StatsMutedThree: Story = () => (
  <StatsBand title="Results" items={stats.slice(0, 3)} columns={3} surface="muted" />
);

const questions = [
  {
    question: 'How quickly can an AI worker start?',
    answer: 'Most workers go live in supervised mode within two weeks of the scoping call.',
  },
  {
    question: 'Who owns the data?',
    answer: 'You do. Data stays in your accounts and is never used to train shared models.',
  },
  {
    question: 'Can we stop at any time?',
    answer: 'Yes. Engagements run month to month after the first delivery cycle.',
  },
];

export const FaqLined: Story = () => (
  <FaqList eyebrow="Questions" title="Frequently asked questions" items={questions} />
);
