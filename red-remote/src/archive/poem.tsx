import { css } from '@emotion/react';
import { theme } from '@site/shared';

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

/** A poem as written: stanzas as paragraphs, each line on its own line. */
export function Poem({ stanzas }: { stanzas: readonly string[] }) {
  return (
    <div css={poemCss}>
      {stanzas.map((stanza, index) => (
        <p key={index}>
          {/* Each line ends with a line break: what reads the text (search, a copy without
              styles) would otherwise join a line's last word to the next one's first. */}
          {stanza.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>{`${line}\n`}</span>
          ))}
        </p>
      ))}
    </div>
  );
}
