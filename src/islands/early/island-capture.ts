// The islands' inline capture (in the spirit of Angular's event contract), part of the islands' start script
// (./islands-start.ts): from the first byte it listens in the capture phase and keeps each press on a control
// of an island whose code has not run yet, stopping it there; the runtime replays it once on that island when
// it is ready (../hydrate.ts). What works without scripts is left to answer by itself: links, <summary>,
// form fields and submit buttons, and everything outside an island. It is the site's press contract
// (src/lib/early/press-contract.ts) with islands for regions, so its two rules hold here too: a control an island
// replaces while the pointer holds it (the no-script menu's <summary> becoming the Menu button as the header
// hydrates) takes the press, and a click on a control that changed while the pointer held it is dropped.
import { startPressContract } from '@/lib/early/press-contract';
import { sleepingIsland } from '../island-element';

export const startIslandCapture = () => startPressContract(sleepingIsland);
