/** A promise, and the function that settles it. */
export interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

/** Promise.withResolvers() for a void promise, which the site's older browsers lack. */
export function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}
