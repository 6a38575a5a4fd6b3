// The page's early event contract (as Angular's event replay and Google's JSAction): part of the inline start
// script (src/islands/early/islands-start.ts starts it: src/islands/early/island-capture.ts), it listens in the capture phase
// from the first byte and records each press on a control whose island's code has not run yet, keeping it from
// reaching anything else; the island replays it once it is ready (src/islands/island-root.tsx, ./replay-press.ts).
// Links, <summary>, form fields and submit buttons work without scripts and are left to do so.

/** A press recorded while its control slept, replayed once on that control. */
export interface EarlyPress {
  type: 'click' | 'keydown';
  control: Element;
  key: string;
  code: string;
  shiftKey: boolean;
  /** What the control said when it was pressed (`controlState`). */
  state: string;
}

declare global {
  interface Window {
    /** Presses waiting for their control's code, oldest first (the inline script starts the list). */
    earlyPresses?: EarlyPress[];
  }
}

/** The controls whose presses need their code: buttons that are not a native form's own. */
export const CONTROL = 'button:not([type="submit"]), [role="button"]';

/** What a control says it is and does: a press is replayed only on a control that still says so. */
export const controlState = (control: Element) =>
  ['aria-label', 'aria-pressed', 'aria-expanded', 'aria-current', 'disabled']
    .map((name) => control.getAttribute(name))
    .join('|');

/** What a pointer presses: the controls above, and the no-script menu's <summary>, which the header's island replaces. */
const PRESSABLE = `${CONTROL}, summary`;

/** A control under the pointer as its press began. */
interface PointerPress {
  control: Element;
  state: string;
  asleep: boolean;
}

/** A press kept for a control whose code has not run: a click, or a key with what replaying it needs. */
export const earlyPress = (control: Element, key?: KeyboardEvent): EarlyPress => ({
  type: key ? 'keydown' : 'click',
  control,
  key: key?.key ?? '',
  code: key?.code ?? '',
  shiftKey: key?.shiftKey ?? false,
  state: controlState(control),
});

/**
 * Starts keeping presses. `asleep` names the part of the page a control's code has not run in yet, if any: on the
 * site's pages an island that is not ready (src/islands/early/island-capture.ts).
 */
export function startPressContract(asleep: (control: Element) => Element | null) {
  const presses: EarlyPress[] = (window.earlyPresses = []);
  let pointerPress: PointerPress | undefined;
  /** The control that replaced the pressed one under the pointer, due the click the browser sends elsewhere. */
  let replacement: Element | undefined;
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const keep = (control: Element, key?: KeyboardEvent) => presses.push(earlyPress(control, key));
  // A replacement's press is its own, once: kept for its code if it sleeps, clicked if it is live.
  const pressReplacement = (control: Element) => (asleep(control) ? keep(control) : (control as HTMLElement).click());

  document.addEventListener(
    'pointerdown',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
      pointerPress = control ? { control, state: controlState(control), asleep: asleep(control) !== null } : undefined;
      replacement = undefined;
    },
    true,
  );
  // Hydrating, an island may replace a control while the pointer holds it (the no-script menu's <summary> becomes
  // the header's Menu button): the browser then sends the click to what the two share, or nowhere, and the press
  // is lost. The control now under the pointer, saying the same, takes it.
  document.addEventListener(
    'pointerup',
    (event) => {
      const pressed = pointerPress?.control;
      if (!pressed || pressed.isConnected) return;
      const under = document.elementFromPoint(event.clientX, event.clientY)?.closest(PRESSABLE);
      if (!under || under.getAttribute('aria-label') !== pressed.getAttribute('aria-label')) return;
      replacement = under;
      // An engine that sends no click at all: the press lands after this input event's tasks.
      setTimeout(() => {
        if (replacement !== under) return;
        replacement = undefined;
        pressReplacement(under);
      });
    },
    true,
  );

  const record = (event: Event) => {
    // The app's own replays are not trusted events, and pass.
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    if (event.type === 'click' && replacement) {
      const control = replacement;
      replacement = undefined;
      pointerPress = undefined;
      // Sent to the replacement itself after all: it goes on as any click.
      if (!control.contains(event.target)) {
        stop(event);
        pressReplacement(control);
        return;
      }
    }
    const control = event.target.closest(CONTROL);
    const started = event.type === 'click' ? pointerPress : undefined;
    if (event.type === 'click') pointerPress = undefined;
    if (!control || control.closest('form')) return;
    // A click on a sleeping control that changed while the pointer held it would act on what the visitor never saw:
    // dropped, as a replay is on a control that says something else now. Only the page's own code changes one.
    if (started?.asleep && started.control === control && started.state !== controlState(control)) return stop(event);
    if (!asleep(control)) return;
    const key = event instanceof KeyboardEvent ? event : undefined;
    // A native button turns Enter and Space into a click, which is recorded instead.
    if (key && control.tagName === 'BUTTON') return;
    stop(event);
    keep(control, key);
  };
  document.addEventListener('click', record, true);
  document.addEventListener('keydown', record, true);
}
