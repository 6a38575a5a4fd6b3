// Imports one bundled Netlify function under whichever Node runs this file and
// calls it as Netlify's runtime does (a Web Request and a context); prints the
// answer's status and body as JSON, or the import's failure.
// Usage: node scripts/hosts/invoke-bundled-function.mjs <module> <url> <content-type> <body>
import { pathToFileURL } from 'node:url';

const [modulePath, url, contentType, body] = process.argv.slice(2);
try {
  const { default: handler } = await import(pathToFileURL(modulePath).href);
  const request = new Request(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
  const response = await handler(request, { ip: '192.0.2.1' });
  console.log(JSON.stringify({ node: process.version, status: response.status, body: await response.text() }));
} catch (error) {
  console.log(JSON.stringify({ node: process.version, error: String(error) }));
}
