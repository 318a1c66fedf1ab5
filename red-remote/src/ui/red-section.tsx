import { Page } from '@site/shared';
import type { ReactNode } from 'react';
import { redBandCss } from './red-styles';

/** A page of the Red section: the red band, the page frame and the document title. */
export function RedSection({
  title,
  decoration,
  children,
}: {
  title: string;
  /** Absolutely positioned art behind the content (e.g. floating emoji). */
  decoration?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div css={redBandCss}>
      {decoration}
      <Page title={title}>{children}</Page>
    </div>
  );
}
