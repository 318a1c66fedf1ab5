import { createContext } from 'react';
import type { LikesClient } from './create-likes-store';

/** Overrides the configured likes client (tests, stories); null means "use the configured one". */
export const LikesClientContext = createContext<LikesClient | null>(null);
