// Entry of the single-bundle build: the shell's own start-up, with the shell's code and
// React DOM in the first chunk instead of behind federation's asynchronous boundary.
import * as ReactDomClient from 'react-dom/client';
import { start } from '../../../shell/src/bootstrap';

void start(Promise.resolve({}), Promise.resolve(ReactDomClient));
