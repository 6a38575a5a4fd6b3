// Replays one press kept while its control's code was not there (./press-contract.ts), on the control itself, as
// its island becomes ready (src/islands/island-root.tsx). Replays are untrusted events, which the inline capture
// lets through to the hydrated handlers.
import { controlState, type EarlyPress } from './press-contract';

export function replayPress(press: EarlyPress) {
  // A control React had to render afresh is not the one pressed, and one that now says something else
  // (a Play button the app has turned into Pause) would act on what the visitor never saw: such a press
  // is dropped, not guessed at.
  if (!press.control.isConnected || controlState(press.control) !== press.state) return;
  if (press.type === 'click') {
    (press.control as HTMLElement).click();
    return;
  }
  const { key, code, shiftKey } = press;
  press.control.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
}
