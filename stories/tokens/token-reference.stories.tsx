import type { Story } from '@ladle/react';
import { ColourRoles } from './colour-roles';
import { LayersAndBreakpoints, Motion, Radii, Shadows, Spacing, Type } from './scales';

export default { title: 'Tokens' };

/**
 * Every design token, read from the module scripts/build-tokens.ts generates from tokens/:
 * a token added there appears here with no edit. Switch the theme to see the dark values.
 */
export const Reference: Story = () => (
  <div className="flex max-w-6xl flex-col gap-14">
    <ColourRoles />
    <Spacing />
    <Radii />
    <Shadows />
    <Motion />
    <Type />
    <LayersAndBreakpoints />
  </div>
);
