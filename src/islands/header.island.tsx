// The site header as an island: the logo, the desktop menu (Radix NavigationMenu, with the island at the visitor's
// first act: until then the menu's links work as links), the theme toggle and the mobile menu (its Radix Dialog sheet fetched on the visitor's intent). Outside
// the router, it is told the page's path (links mark the current page by it) and what it sits on at the top.
import { HeaderBar, type HeaderTone } from '@/components/layout/header-bar';
import { MainMenu } from '@/components/layout/main-menu-radix';
import { IslandPagePath } from '@/lib/react/page-path';

export interface HeaderIslandProps {
  /** The page's path as the router writes it ('/', '/about/'). */
  path: string;
  topSurface: HeaderTone;
}

const tones: readonly string[] = ['media', 'inverse'] satisfies HeaderTone[];

export function parseProps(raw: unknown): HeaderIslandProps {
  const { path, topSurface } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    typeof topSurface !== 'string' ||
    !tones.includes(topSurface)
  ) {
    throw new Error(`The header island's props are not a path and a tone: ${JSON.stringify(raw)}`);
  }
  return { path, topSurface: topSurface as HeaderTone };
}

export default function HeaderIsland({ path, topSurface }: HeaderIslandProps) {
  return (
    <IslandPagePath value={path}>
      <HeaderBar topSurface={topSurface} mainMenu={<MainMenu className="hidden lg:block" />} />
    </IslandPagePath>
  );
}
