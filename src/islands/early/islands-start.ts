// The islands build's inline start script (scripts/inline-page-start.ts builds it into the page, at the top of
// <body>): the stored or system theme before first paint, followed for the page's life (a system change while the
// visitor has not chosen, a choice made in another tab), and the capture that keeps presses on islands whose
// code has not run yet. The app's start script (src/lib/early/page-start.ts) also answers the theme toggle and
// the hero's video control by itself; on islands pages a press on the toggle is kept and replayed instead.
import { startTheme } from '@/lib/early/theme-start';
import { startIslandCapture } from './island-capture';

startTheme();
startIslandCapture();
