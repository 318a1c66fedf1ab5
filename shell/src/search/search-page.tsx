import { css } from '@emotion/react';
import { Button, Page, theme } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { OnDemand } from '@site/shared/on-demand';
import { searchCopy } from './search-copy';
import { loadSearchContents } from './search-contents';
import { OPENS_SEARCH_ATTRIBUTE } from './search-link';
import { WritingList } from './writing-list';
import { colorAccent, colorMuted, colorSurface } from '@site/shared/design/color';
import { searchFieldLookCss } from './search-field-look';

const copy = searchCopy.page;

// Looks like the field it opens. Without the app it has nothing to open: it keeps its place
// (no jump when the app arrives) but is not shown.
const openerCss = css`
  ${searchFieldLookCss};
  display: block;
  width: min(100%, 36rem);
  min-height: 52px;
  padding-block: 0;
  background: ${colorSurface};
  color: ${colorMuted};
  text-align: left;
  cursor: text;
  &:hover {
    border-color: ${colorAccent};
  }
  html:not([data-app='live']) & {
    visibility: hidden;
  }
`;

const noticeCss = css`
  margin-top: ${theme.space(10)};
  color: ${colorMuted};
`;

const retryCss = css`
  margin-left: ${theme.space(2)};
`;

/**
 * /search: the way into search, and everything there is to read, listed by kind. The page a
 * reader without JavaScript reaches from the header's search link.
 */
export function SearchPage() {
  return (
    <Page title={copy.title} meta={{ description: copy.description }}>
      <PageHeader title={copy.title} lead={copy.lead} />
      <button
        type="button"
        css={openerCss}
        aria-haspopup="dialog"
        {...{ [OPENS_SEARCH_ATTRIBUTE]: '' }}
      >
        {copy.opener}
      </button>
      <OnDemand
        load={loadSearchContents}
        loading={
          <p role="status" css={noticeCss}>
            {copy.loading}
          </p>
        }
        failed={(retry) => (
          <p css={noticeCss}>
            {copy.failed}
            <Button variant="outline" css={retryCss} onClick={retry}>
              {copy.retry}
            </Button>
          </p>
        )}
      >
        {(contents) => <WritingList contents={contents} />}
      </OnDemand>
    </Page>
  );
}
