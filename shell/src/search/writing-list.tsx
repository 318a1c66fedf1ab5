import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { gridListCss } from '@site/shared/design/grid-list';
import {
  WRITING_KIND_NAMES,
  WRITING_KINDS,
  type WritingKind,
} from '@site/shared/design/writing-index';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  EMBEDDED_CONTENTS_ATTRIBUTE,
  LISTS_WRITING_ATTRIBUTE,
  type SearchContents,
  type WritingEntry,
} from './search-contents';
import { colorBorder, colorMuted, colorText } from '@site/shared/design/color';

const groupCss = css`
  margin-top: ${theme.space(10)};
  h2 {
    margin-bottom: ${theme.space(4)};
    font-size: 1.5rem;
  }
`;

const countCss = css`
  color: ${colorMuted};
  font-size: 1rem;
  font-weight: 400;
`;

const listCss = css`
  ${gridListCss({ gap: 1, tablet: 2 })};
  ${theme.breakpoint.tablet} {
    column-gap: ${theme.space(6)};
  }
`;

const entryCss = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding: ${theme.space(2)} 0;
  border-bottom: 1px solid ${colorBorder};
  a {
    color: ${colorText};
    font-family: ${theme.font.serif};
    font-size: 1.05rem;
    text-decoration-color: ${colorBorder};
    text-underline-offset: 4px;
  }
  a:hover {
    text-decoration-color: currentColor;
  }
  time {
    color: ${colorMuted};
    font-size: 0.85rem;
  }
`;

/** JSON for a <script> element: `<` escaped so the data can never close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The kinds in the site's order, then any a section added since (named as it names it). */
function groupsOf(entries: readonly WritingEntry[]): [string, WritingEntry[]][] {
  const groups = new Map<string, WritingEntry[]>(WRITING_KIND_NAMES.map((kind) => [kind, []]));
  for (const entry of entries) {
    const group = groups.get(entry.kind);
    if (group) group.push(entry);
    else groups.set(entry.kind, [entry]);
  }
  return [...groups].filter(([, group]) => group.length > 0);
}

const heading = (kind: string) =>
  kind in WRITING_KINDS ? WRITING_KINDS[kind as WritingKind].many : kind;

function Group({ kind, entries }: { kind: string; entries: WritingEntry[] }) {
  const id = useId();
  return (
    <section css={groupCss} aria-labelledby={id}>
      <h2 id={id}>
        {heading(kind)} <span css={countCss}>({entries.length})</span>
      </h2>
      <ul css={listCss}>
        {entries.map((entry) => (
          <li key={entry.path} css={entryCss}>
            <Link to={entry.path}>{entry.title}</Link>
            {entry.date && <time dateTime={entry.date}>{entry.dateLabel}</time>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every piece of writing, by kind, each a link to its page: what a reader without JavaScript
 * has instead of search, and the way to browse for everyone. The page carries its list, so
 * it hydrates without fetching it.
 */
export function WritingList({ contents }: { contents: SearchContents }) {
  return (
    <div {...{ [LISTS_WRITING_ATTRIBUTE]: '' }}>
      {groupsOf(contents.entries).map(([kind, entries]) => (
        <Group key={kind} kind={kind} entries={entries} />
      ))}
      <script
        type="application/json"
        {...{ [EMBEDDED_CONTENTS_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: scriptJson(contents) }}
      />
    </div>
  );
}
