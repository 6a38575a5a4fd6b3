import type { UseFormRegisterReturn } from 'react-hook-form';
import type { HONEYPOT_FIELD } from '@/lib/inquiry';

/**
 * A field people never see or reach: off-screen, out of the tab order and the
 * accessibility tree. Only bots fill it, and a filled form is quietly dropped,
 * so its name and label match nothing autofill knows, `autocomplete="off"`
 * and the password managers' ignore marks keep them away from it too.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD> }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this empty
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
          {...registration}
        />
      </label>
    </div>
  );
}
