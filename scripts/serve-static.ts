// Serves a built folder (the Ladle stories build) on 127.0.0.1 for the browser tests.
import { createServer } from 'node:http';
import sirv from 'sirv';

const [dir = 'build', port = '61000'] = process.argv.slice(2);
const serve = sirv(dir, { dev: false, etag: true, single: false });

createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(Number(port), '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${port}`));
