// The three pillars of the Infinyte platform.
import type { PlatformPillar } from './types';

export const pillars: PlatformPillar[] = [
  {
    icon: 'network',
    title: 'Adaptive intelligence fabric',
    description:
      'A shared layer of models, memory and business context that every agent draws on, so what one worker learns about your customers improves the next conversation.',
  },
  {
    icon: 'workflow',
    title: 'Decentralized orchestration',
    description:
      'Agents coordinate peer to peer through clear contracts instead of a single brittle script, so one failure never stops the whole operation and new agents slot in without rewiring.',
  },
  {
    icon: 'shield',
    title: 'Ethical-by-design framework',
    description:
      'Consent, transparency, human review and audit trails are built into every workflow from the first sprint, not bolted on after launch.',
  },
];
