import { css } from '@emotion/react';
import { theme } from '@site/shared';
import type { NewestPoemModule, NewestPostModule } from '@site/shared/contract';
import { RemotePartSlot } from '../remotes/remote-part-slot';
import { newestWritingCopy } from './home-content';
import { NEWEST_WRITING_ID } from './newest-writing-id';

// Two cards side by side on a wide screen. A section with neither (no post published, no poem
// readable) is not shown: its heading would announce nothing.
const sectionCss = css`
  padding: ${theme.space(8)} 0;
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
    text-align: center;
    margin-bottom: ${theme.space(6)};
  }
  &:not(:has(article, [role='status'], [role='alert'])) {
    display: none;
  }
`;

const gridCss = css`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.breakpoint.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const renderPost = ({ NewestPost }: NewestPostModule) => <NewestPost />;
const renderPoem = ({ NewestPoem }: NewestPoemModule) => <NewestPoem />;

/**
 * The newest post and the newest poem, drawn by the blog and the Red section: the page each
 * section's release renders carries its own, so a post published with the blog alone is here
 * at once, the shell's code untouched (decision 016). Their code comes once the page is idle
 * (the section sits near the first screen); until then, and if it fails, the served cards stay.
 */
export function NewestWriting() {
  return (
    <section
      css={sectionCss}
      id={NEWEST_WRITING_ID}
      aria-labelledby={`${NEWEST_WRITING_ID}-heading`}
    >
      <h2 id={`${NEWEST_WRITING_ID}-heading`}>{newestWritingCopy.heading}</h2>
      <div css={gridCss}>
        <RemotePartSlot
          id="blog_remote/newest-post"
          part="newest-post"
          label="The newest post"
          reservedHeight="180px"
          when="idle"
          render={renderPost}
        />
        <RemotePartSlot
          id="red_remote/newest-poem"
          part="newest-poem"
          label="The newest poem"
          reservedHeight="240px"
          when="idle"
          render={renderPoem}
        />
      </div>
    </section>
  );
}
