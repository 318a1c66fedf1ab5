// The readings as the portfolio's code sees them: every `.md` file of content/readings,
// published by the toolchain's content loader through the content type's publish step
// (build/readings-content.cjs), which works out each reading's times and writes its calendar file.
declare module '*/readings.md-folder' {
  import type { Reading } from './readings/reading';
  /** Every reading, earliest first. */
  export const readings: readonly Reading[];
}
