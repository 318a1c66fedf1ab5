import { Page } from '@site/shared';
import type { ReactNode } from 'react';
import { redBandCss } from './red-styles';

/** A page of the Red section: the red band, the page frame and the page's head. */
export function RedSection({
  title,
  description,
  decoration,
  children,
}: {
  title: string;
  /** For search results and link previews. */
  description?: string;
  /** Absolutely positioned art behind the content (e.g. floating emoji). */
  decoration?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div css={redBandCss}>
      {decoration}
      <Page title={title} meta={{ description }}>
        {children}
      </Page>
    </div>
  );
}
