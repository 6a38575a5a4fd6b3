// The page's inline start script (scripts/inline-page-start.ts builds it into the page, at the top of <body>): the
// stored or system theme before first paint, followed for the page's life (a system change while the visitor has
// not chosen, a choice made in another tab), and the capture that keeps presses on islands whose code has not run
// yet (a press on the theme toggle or the hero's video control among them: kept, and replayed when it is ready).
import { startTheme } from '@/lib/early/theme-start';
import { startIslandCapture } from './island-capture';

startTheme();
startIslandCapture();
