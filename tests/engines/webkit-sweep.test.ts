import { defineRouteSweep } from './route-sweep';
import { inWebKit } from './webkit-suite';

inWebKit('route sweep', defineRouteSweep);
