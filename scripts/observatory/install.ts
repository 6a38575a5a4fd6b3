// `npm run test:hosts` calls this first: the pinned HTTP Observatory scanner, installed once (./scanner.ts says why
// it is not a devDependency).
import { ensureScanner } from './scanner.ts';

ensureScanner();
