import { durationMs, easing, tokens } from '@/styles/generated/tokens';
import { ReferenceSection, ScaleStep } from './reference-frame';

// Every non-colour scale, drawn with its own variable, so the reference shows what the
// token does rather than restating its number.

const sample = 'Intelligence. Impact. Infinite Scale.';

export function Spacing() {
  return (
    <ReferenceSection
      id="spacing"
      title="Spacing and widths"
      intro="Bars as wide as each step (widths are capped at the frame)."
    >
      <ul className="flex flex-col gap-4">
        {[...tokens.spacing, ...tokens.maxWidth].map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            <span className="block h-3 max-w-full rounded-sm bg-accent" style={{ width: `var(${step.cssVar})` }} />
          </ScaleStep>
        ))}
      </ul>
    </ReferenceSection>
  );
}

export function Radii() {
  return (
    <ReferenceSection id="radius" title="Radius">
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
        {tokens.radius.map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            <span
              className="block size-20 border-2 border-accent bg-accent-subtle"
              style={{ borderRadius: `var(${step.cssVar})` }}
            />
          </ScaleStep>
        ))}
      </ul>
    </ReferenceSection>
  );
}

export function Shadows() {
  return (
    <ReferenceSection
      id="shadow"
      title="Shadow"
      intro="Each theme has its own shadows; the values listed are light, then dark."
    >
      <ul className="grid grid-cols-2 gap-8 lg:grid-cols-4">
        {tokens.shadow.map((step) => (
          <ScaleStep key={step.cssVar} name={step.name} cssVar={step.cssVar} value={`${step.light} / ${step.dark}`}>
            <span className="block h-20 rounded-md bg-surface-raised" style={{ boxShadow: `var(${step.cssVar})` }} />
          </ScaleStep>
        ))}
      </ul>
    </ReferenceSection>
  );
}

/** The easing curve from its control points, time along x and progress up y. */
function EasingCurve({ points }: { points: readonly number[] }) {
  const [x1, y1, x2, y2] = points;
  return (
    <svg viewBox="-0.05 -0.05 1.1 1.1" className="size-20 rounded-sm border border-border" aria-hidden="true">
      <path
        d={`M0 1 C${x1} ${1 - (y1 ?? 0)} ${x2} ${1 - (y2 ?? 0)} 1 0`}
        fill="none"
        stroke="currentColor"
        strokeWidth="0.04"
      />
    </svg>
  );
}

export function Motion() {
  const longest = Math.max(...Object.values(durationMs));
  return (
    <ReferenceSection
      id="motion"
      title="Motion"
      intro="Durations as bars to scale; easing curves from their control points."
    >
      <ul className="flex flex-col gap-4">
        {tokens.duration.map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            <span
              className="block h-3 rounded-sm bg-accent"
              style={{ width: `${(100 * durationMs[step.name as keyof typeof durationMs]) / longest}%` }}
            />
          </ScaleStep>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-8 text-accent">
        {tokens.easing.map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            <EasingCurve points={easing[step.name as keyof typeof easing]} />
          </ScaleStep>
        ))}
      </ul>
    </ReferenceSection>
  );
}

export function Type() {
  return (
    <ReferenceSection id="type" title="Type">
      <ul className="flex flex-col gap-5">
        {tokens.fontSize.map((step) => (
          <ScaleStep key={step.cssVar} {...step} value={`${step.value}, line height ${step.lineHeight?.value}`}>
            <span style={{ fontSize: `var(${step.cssVar})`, lineHeight: `var(${step.lineHeight?.cssVar})` }}>
              {sample}
            </span>
          </ScaleStep>
        ))}
      </ul>
      <ul className="flex flex-col gap-4">
        {[...tokens.fontWeight, ...tokens.fontFamily].map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            <span
              className="text-xl"
              style={
                step.cssVar.includes('weight')
                  ? { fontWeight: `var(${step.cssVar})` }
                  : { fontFamily: `var(${step.cssVar})` }
              }
            >
              {sample}
            </span>
          </ScaleStep>
        ))}
        {tokens.letterSpacing.map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            <span className="text-xl" style={{ letterSpacing: `var(${step.cssVar})` }}>
              {sample}
            </span>
          </ScaleStep>
        ))}
      </ul>
    </ReferenceSection>
  );
}

/** Layers and breakpoints have no picture: their names and values. */
export function LayersAndBreakpoints() {
  return (
    <ReferenceSection id="layers" title="Layers and breakpoints">
      <ul className="grid gap-3 sm:grid-cols-2">
        {[...tokens.zIndex, ...tokens.breakpoint].map((step) => (
          <ScaleStep key={step.cssVar} {...step}>
            {null}
          </ScaleStep>
        ))}
      </ul>
    </ReferenceSection>
  );
}
