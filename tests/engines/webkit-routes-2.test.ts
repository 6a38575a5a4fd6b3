import { defineRouteSweep } from './route-sweep';
import { describeWebKit } from './webkit-suite';

// Part 2 of WebKit's route sweep; the parts and the journeys (webkit.test.ts) run side by side, each in a file
// of its own: in one file, WebKit was the engines' phase's long pole (146 s against Firefox's 78 s).
describeWebKit((openPage) => defineRouteSweep(openPage, { index: 1, count: 2 }));
