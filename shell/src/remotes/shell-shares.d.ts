// The shell's share table, written by its build (toolchain/shell-shares.mjs).
declare module 'shell-share-table' {
  export interface ShellShare {
    version: string;
    shareConfig: { singleton: boolean; requiredVersion: string | false; strictVersion: boolean };
    /** Not among the shell's first chunks: offered by its loader, loaded by the first to ask. */
    late: boolean;
    load: () => Promise<object>;
  }
  export const SHELL_SHARES: Record<string, ShellShare>;
}
