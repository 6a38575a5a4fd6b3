import type { Listener, Settled } from './listener';
import type { Transcript } from './transcript';

/**
 * Presses Tab until the page reaches a state (focus on a control, say), at most 30 times. With `each`, every
 * stop goes into the transcript; without, only the stop that arrives, as "Tab ×N": the way there is another
 * journey's. `within` fails the journey if focus leaves what it names (a dialog's trap) on the way.
 */
export async function tabUntil(
  listener: Listener,
  transcript: Transcript,
  arrived: Settled,
  { each = false, within }: { each?: boolean; within?: string } = {},
) {
  for (let presses = 1; presses <= 30; presses += 1) {
    const heard = await listener.press(['Tab']);
    const there = await listener.evaluate(arrived);
    if (within) {
      const inside = await listener.evaluate(
        new Function(`return !!document.activeElement?.closest(${JSON.stringify(within)});`) as () => boolean,
      );
      if (!inside) throw new Error(`Tab ${presses} took focus out of ${within}`);
    }
    if (each) transcript.step('Tab', heard);
    else if (there) transcript.step(presses === 1 ? 'Tab' : `Tab ×${presses}`, heard);
    if (there) return;
  }
  throw new Error('30 presses of Tab never reached the state the journey waits for');
}
