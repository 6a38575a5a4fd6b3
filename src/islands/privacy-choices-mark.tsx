// The server's stand-in for src/components/consent/privacy-choices-button.tsx in the islands build
// (scripts/vite-island-marks.ts): in builds with analytics, the footer's Privacy choices control written as its
// island; without analytics there is nothing to choose, and nothing is written.
import { use } from 'react';
import { analyticsConfigured } from '@/components/consent/analytics-configured';
import PrivacyChoicesIsland from './privacy-choices.island';
import { IslandMark } from './island-mark';
import { InsideIsland } from './island-root';

export function PrivacyChoicesButton({ className }: { className: string }) {
  if (!analyticsConfigured) return null;
  // Inside another island the control is that island's, rendered plainly: an island is never inside another.
  if (use(InsideIsland)) return <PrivacyChoicesIsland className={className} />;
  return (
    <IslandMark name="privacy-choices" props={{ className }} hydrate="visible">
      <PrivacyChoicesIsland className={className} />
    </IslandMark>
  );
}
