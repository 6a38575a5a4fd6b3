import { defineFindInPage } from './find-in-page';
import { defineJourneys } from './journeys';
import { inWebKit } from './webkit-suite';

inWebKit('journeys and find-in-page', (openPage) => {
  defineJourneys(openPage);
  defineFindInPage(openPage);
});
