// Types for tests/unit/drawn-screens.test.ts, which checks the service galleries' alt texts against the drawings.
import type { CaseStudyScreen } from './case-study-screens.d.mts';

export const SERVICE_SCREENS: Record<string, [CaseStudyScreen, CaseStudyScreen]>;
