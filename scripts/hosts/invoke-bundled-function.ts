// Imports one bundled Netlify function under whichever Node runs this file and
// calls it as Netlify's runtime does (a Web Request and a context); prints the
// answer's status and body as JSON, or the import's failure.
// Usage: node scripts/hosts/invoke-bundled-function.ts <module> <url> <content-type> <body>
// Run by Node alone (its own type stripping, no loader), so nothing but Node touches the bundle's import.
import { pathToFileURL } from 'node:url';

const [modulePath, url, contentType, body] = process.argv.slice(2);
if (!modulePath || !url || !contentType || body === undefined)
  throw new Error('Usage: node scripts/hosts/invoke-bundled-function.ts <module> <url> <content-type> <body>');
/** A Netlify function of runtime API 2: a Web Request and a context in, a Response out. */
type NetlifyFunction = (request: Request, context: { ip: string }) => Promise<Response>;
try {
  const { default: handler } = (await import(pathToFileURL(modulePath).href)) as { default: NetlifyFunction };
  const request = new Request(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
  const response = await handler(request, { ip: '192.0.2.1' });
  console.log(JSON.stringify({ node: process.version, status: response.status, body: await response.text() }));
} catch (error) {
  console.log(JSON.stringify({ node: process.version, error: String(error) }));
}
