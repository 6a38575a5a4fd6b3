import { defineColdPress } from './cold-press';
import { defineFindInPage } from './find-in-page';
import { defineJourneys } from './journeys';
import { defineLeaveWhileLoading } from './leave-while-loading';
import { describeWebKit } from './webkit-suite';

// The journeys in WebKit; its route sweep runs beside them, in two halves (webkit-routes-1/2.test.ts).
describeWebKit((openPage) => {
  defineJourneys(openPage);
  defineColdPress(() => openPage({ noLoadWait: true }));
  defineLeaveWhileLoading(openPage);
  defineFindInPage(openPage);
});
