// Entry of the single-bundle build: the shell's own start-up, with the shell's code in the
// first chunk instead of behind federation's asynchronous boundary.
import { start } from '../../../shell/src/bootstrap';

void start(Promise.resolve({}));
