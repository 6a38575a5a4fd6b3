// The page's inline start script (scripts/inline-page-start.ts builds it into index.html, at the top of
// <body>): shows the stored or system theme before first paint and follows it for the page's life, answers
// the theme toggle and the hero's video control before the app, and starts the press contract.
import { startPressContract } from './press-contract';
import { startTheme } from './theme-start';
import { startThemeToggle } from './theme-toggle-start';
import { startHeroVideoControl } from './hero-video-start';

startTheme();
// The controls answered here listen first: their presses must not be recorded as well.
startThemeToggle();
startHeroVideoControl();
startPressContract();
