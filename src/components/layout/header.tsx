// The site header as the app renders it, inside the router: the page's route says what the header sits on at
// the top (`staticData.headerTone`); the bar itself (./header-bar.tsx) needs no router, so an island renders it too.
import { useMatches } from '@tanstack/react-router';
import { HeaderBar } from './header-bar';
import { MainMenu } from './main-menu';

export function Header() {
  const topSurface = useMatches({ select: (matches) => matches.at(-1)?.staticData.headerTone ?? 'media' });
  return <HeaderBar topSurface={topSurface} mainMenu={<MainMenu className="hidden lg:block" />} />;
}
