// Use as `node --import ./server/tools/register-ts.mjs <file>.ts`.
import { register } from 'node:module';

register('./ts-loader-hooks.mjs', import.meta.url);
