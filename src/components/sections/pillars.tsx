import type { PlatformPillar } from '@/content/types';
import { NumberedColumns } from './numbered-columns';
import type { TitledSectionProps } from './section-scaffold';

export type PillarsProps = TitledSectionProps & {
  pillars: PlatformPillar[];
};

/** The three platform pillars: adaptive intelligence fabric, decentralized orchestration, ethical by design. */
export function Pillars({ pillars, ...props }: PillarsProps) {
  return <NumberedColumns {...props} items={pillars} variant="default" />;
}
