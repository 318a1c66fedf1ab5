import { lazy, useState } from 'react';
import type * as SignupModuleType from './post-signup';

type SignupModule = typeof SignupModuleType;

let loaded: SignupModule | undefined;

/**
 * Fetches the sign-up's chunk. post-page.tsx starts it beside the footer's, so the footer
 * comes in one piece: drawn once its own chunk was in, the sign-up arrived a moment later and
 * pushed the link under it down, where a tap aimed at that link then landed.
 */
export function loadPostSignup(): Promise<SignupModule> {
  return import(/* webpackChunkName: "post-signup" */ './post-signup').then((module) => {
    loaded = module;
    return module;
  });
}

const LazySignup = lazy(() => loadPostSignup().then((module) => ({ default: module.PostSignup })));

/**
 * The newsletter sign-up at a post's end: drawn in the footer's own render when its chunk is
 * in (React's lazy would hold it back a render even then), fetched now when not (its fetch
 * beside the footer's failed).
 */
export function PostSignup() {
  // Decided once for the part's life: switching later would draw the form anew and lose what
  // the reader had typed in it.
  const [Loaded] = useState(() => loaded?.PostSignup);
  return Loaded ? <Loaded /> : <LazySignup />;
}
