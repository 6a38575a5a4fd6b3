// Types for tests/unit/drawn-screens.test.ts, which checks the content's alt texts against the drawings.
export interface CaseStudyScreen {
  device: 'browser' | 'phone' | 'tablet';
  sidebar?: boolean;
  blocks: [string, number | string, Record<string, unknown>?][];
  alt: string;
}

export const SCREENS: Record<string, CaseStudyScreen[]>;
