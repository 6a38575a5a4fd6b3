import type { Page, TestInfo } from '@playwright/test';

/**
 * Records the page's requests that have not finished, and those that failed; when the test fails, lists them (how
 * long each had been waiting, or why it failed) on its report, so a load that stalls says what it was missing.
 */
export function reportUnfinishedRequests(page: Page, testInfo: TestInfo) {
  const started = Date.now();
  const unfinished = new Map<string, number>();
  const failed: string[] = [];
  page.on('request', (request) => unfinished.set(request.url(), Date.now()));
  page.on('requestfinished', (request) => unfinished.delete(request.url()));
  page.on('requestfailed', (request) => {
    unfinished.delete(request.url());
    failed.push(
      `${new URL(request.url()).pathname}: failed at ${Date.now() - started} ms (${request.failure()?.errorText})`,
    );
  });
  return async () => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const now = Date.now();
    const lines = [
      ...[...unfinished].map(
        ([url, since]) => `${new URL(url).pathname}: asked for at ${since - started} ms, waiting ${now - since} ms`,
      ),
      ...failed,
    ];
    await testInfo.attach('unfinished and failed requests', {
      body: lines.join('\n') || 'none',
      contentType: 'text/plain',
    });
    console.log(`${testInfo.title}: unfinished and failed requests\n${lines.join('\n') || 'none'}`);
  };
}
