// Keeps a press on a trigger from closing a panel the visitor did not open by pressing. Radix's
// trigger toggles on every click, and its hover opens the panel first (after its delay, or as the
// menu's island hydrates under a resting pointer, ./menu-intent.ts): a visitor who points and clicks within
// moments saw the panel close, and a keyboard user's Enter closed a panel a resting pointer opened.
// So a press on a panel that hover opened only claims it (it stays open); once a press owns the
// panel the next press closes it, as before. The choice is made in the trigger's own onClick,
// which Radix skips when it is default-prevented.
import { useRef, type MouseEvent } from 'react';

export interface PressOwnership {
  /** Records a change of the open panel that no press made (hover, leaving, Escape, where the visitor was as the menu hydrated). */
  opened: (value: string) => void;
  /** The trigger's onClick: a press on a panel open but not yet pressed keeps it open instead of toggling it. */
  onTriggerClick: (value: string, open: boolean) => (event: MouseEvent) => void;
}

/** `pathname`: panels are open per path (following a link closes them), so a press owns a panel on its path only. */
export function usePressOwnership(pathname: string): PressOwnership {
  // The panel the last press opened or claimed; any other change of panel (hover, leaving, Escape) clears it.
  const pressed = useRef<{ path: string; value: string } | null>(null);
  const owns = (value: string) => pressed.current?.path === pathname && pressed.current.value === value;

  const opened = (value: string) => {
    if (!owns(value)) pressed.current = null;
  };

  const onTriggerClick = (value: string, open: boolean) => (event: MouseEvent) => {
    if (open && !owns(value)) {
      event.preventDefault();
      pressed.current = { path: pathname, value };
      return;
    }
    // Radix toggles next: an open panel closes, a closed one opens and is the press's.
    pressed.current = open ? null : { path: pathname, value };
  };

  return { opened, onTriggerClick };
}
