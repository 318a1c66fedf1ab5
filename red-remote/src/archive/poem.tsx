import { css } from '@emotion/react';
import { theme } from '@site/shared';
import type { HTMLAttributes } from 'react';

const poemCss = css`
  font-family: ${theme.font.serif};
  font-size: 1.1rem;
  line-height: 1.75;
  p {
    margin: 0 0 1.2em;
  }
  /* A line too long for a narrow screen wraps with a hanging indent, as poems are printed. */
  span {
    display: block;
    padding-left: 1.5em;
    text-indent: -1.5em;
  }
`;

/**
 * A poem as written: stanzas as paragraphs, each line on its own line. `lineProps(index)`
 * (lines counted from 0 across the stanzas, as a recording's cues count them) adds what a
 * line needs beyond its words: the recording's marks and controls (listening-poem.tsx).
 */
export function Poem({
  stanzas,
  lineProps,
}: {
  stanzas: readonly string[];
  lineProps?: (line: number) => HTMLAttributes<HTMLSpanElement>;
}) {
  let line = 0;
  return (
    <div css={poemCss}>
      {stanzas.map((stanza, index) => (
        <p key={index}>
          {/* Each line ends with a line break: what reads the text (search, a copy without
              styles) would otherwise join a line's last word to the next one's first. */}
          {stanza.split('\n').map((text, lineIndex) => (
            <span key={lineIndex} {...lineProps?.(line++)}>{`${text}\n`}</span>
          ))}
        </p>
      ))}
    </div>
  );
}
