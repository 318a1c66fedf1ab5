import { createContext } from 'react';
import type { LikesClient } from './likes-client';

/** Overrides the configured likes client (tests, stories); null means "use the configured one". */
export const LikesClientContext = createContext<LikesClient | null>(null);
