// The page's inline start script (scripts/inline-page-start.ts builds it into index.html, at the top of
// <body>): applies the stored or system theme before first paint, answers the theme toggle before the
// app, and starts the press contract.
import { startPressContract } from './press-contract';
import { applyTheme, currentTheme } from './theme-start';
import { startThemeToggle } from './theme-toggle-start';

applyTheme(currentTheme());
// The toggle listens first: its press is answered here and must not be recorded as well.
startThemeToggle();
startPressContract();
