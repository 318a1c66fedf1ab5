// Types for apps.mjs, for the TypeScript that imports it (e2e/).
export const APP_FOLDERS: string[];
export const SHELL_FOLDER: string;
export const SECTION_FOLDERS: Record<string, string>;
