// Every content page, keyed by its route path, so a route can look up its copy
// and the tests can check all of it at once.
import { aboutPage } from './about';
import { automateInHousePage } from './automate-in-house';
import { blogPage } from './blog';
import { caseStudiesPage } from './case-studies';
import { communaxPage } from './communax';
import { contactPage } from './contact';
import { digitalWorkforcePage } from './digital-workforce';
import { becomeAPartnerPage, bookAVisionCallPage, findYourFitPage, requestADemoPage } from './get-started';
import { ideaToMarketLabPage } from './idea-to-market-lab';
import { humanAiCollaborationPage, joinTheMovementPage, meetTheDigitalWorkforcePage, whoWeEmpowerPage } from './people';
import { ethicalPrinciplesPage, futurePage, symbolismPage, whyInfinytePage } from './philosophy';
import {
  agentsAndAutomationPage,
  architectureAndSecurityPage,
  ethicalByDesignPage,
  platformOverviewPage,
} from './platform';
import { privacyPage } from './privacy';
import { solutionsPage } from './solutions';
import type { PageContent } from '../types';

const all: PageContent[] = [
  aboutPage,
  contactPage,
  privacyPage,
  solutionsPage,
  automateInHousePage,
  digitalWorkforcePage,
  ideaToMarketLabPage,
  communaxPage,
  platformOverviewPage,
  agentsAndAutomationPage,
  architectureAndSecurityPage,
  ethicalByDesignPage,
  whyInfinytePage,
  symbolismPage,
  futurePage,
  ethicalPrinciplesPage,
  whoWeEmpowerPage,
  meetTheDigitalWorkforcePage,
  humanAiCollaborationPage,
  joinTheMovementPage,
  requestADemoPage,
  findYourFitPage,
  bookAVisionCallPage,
  becomeAPartnerPage,
  caseStudiesPage,
  blogPage,
];

export const pages: Readonly<Record<string, PageContent>> = Object.fromEntries(all.map((page) => [page.path, page]));

/** The copy for a route path; also accepts the percent-encoded form of a path. */
export const getPage = (path: string): PageContent | undefined => {
  if (pages[path]) return pages[path];
  try {
    return pages[decodeURIComponent(path)];
  } catch {
    return undefined;
  }
};
