export const NO_CACHE: string;
export const IMMUTABLE: string;
export const HASHED_DIR: string;
export const SECURITY_HEADERS: Record<string, string>;
export const SHELL_ONLY_HEADERS: Record<string, string>;
export const HOSTING_ONLY_HEADERS: Record<string, string>;
export const HOSTING_IGNORE: string[];
export const SECTION_HEADERS: Record<string, string>;
export interface CspSources {
  /** Origins of sections deployed elsewhere. */
  remoteOrigins: string[];
  firestore: boolean;
  analytics: boolean;
  formBuilderOrigin: string | null;
  firestoreEmulatorOrigin: string | null;
  /** Firebase App Check with reCAPTCHA v3 (optional; off when absent). */
  appCheck?: boolean;
}
export function buildContentSecurityPolicy(sources: CspSources): string;
