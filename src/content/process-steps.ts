// How every engagement runs: three steps from first idea to continuous improvement.
import type { ProcessStep } from './types';

export const processSteps: ProcessStep[] = [
  {
    icon: 'lightbulb',
    title: 'Collaborative ideation',
    description:
      'We sit with the people who do the work, map where time and money leak, and agree on the outcomes that matter before anyone writes a line of code.',
  },
  {
    icon: 'compass',
    title: 'Customization and planning',
    description:
      'We shape agents, data flows and interfaces around your tools and policies, then plan delivery in short milestones with owners, budgets and success measures.',
  },
  {
    icon: 'rocket',
    title: 'Agile execution with continuous improvement',
    description:
      'We ship in two-week increments, measure results in production and keep tuning, so each release is more useful than the last.',
  },
];
