import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach: off-screen, out of the tab order and the
 * accessibility tree. Only bots fill it, and a filled form is quietly dropped.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
