import { css } from '@emotion/react';
import { Button, theme } from '@site/shared';
import { capsLabelCss } from '@site/shared/design/caps-label';
import {
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { searchCopy } from './search-copy';
import { searchFieldLookCss } from './search-field-look';
import { SEARCH_PATH } from './search-link';
import { useSearchResults, type FoundWriting, type SearchState } from './use-search-results';
import {
  colorAccent,
  colorAccentStrong,
  colorBackground,
  colorBorder,
  colorFocus,
  colorGold,
  colorMuted,
  colorSurfaceRaised,
  colorText,
} from '@site/shared/design/color';

/** Results drawn at first, and added by each "Show more". */
const PAGE_SIZE = 10;

const labelCss = css`
  display: block;
  margin-bottom: ${theme.space(2)};
  color: ${colorMuted};
  font-size: 0.9rem;
`;

const fieldCss = css`
  ${searchFieldLookCss};
  width: 100%;
  min-height: 48px;
  padding-block: ${theme.space(2)};
  background: ${colorBackground};
  color: ${colorText};
  &:focus-visible {
    outline: 2px solid ${colorFocus};
    outline-offset: 2px;
  }
`;

const hintCss = css`
  margin: ${theme.space(2)} 0 0;
  color: ${colorMuted};
  font-size: 0.85rem;
`;

const statusCss = css`
  margin: ${theme.space(4)} 0 ${theme.space(2)};
  color: ${colorMuted};
  &:empty {
    margin: 0;
  }
`;

const listCss = css`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(2)};
`;

const resultCss = css`
  display: block;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.medium};
  color: ${colorText};
  text-decoration: none;
  &:hover {
    border-color: ${colorAccent};
  }
  &[aria-selected='true'] {
    background: ${colorSurfaceRaised};
    outline: 2px solid ${colorFocus};
    outline-offset: 1px;
  }
`;

const kindCss = css`
  ${capsLabelCss};
  display: block;
  color: ${colorGold};
`;

const titleCss = css`
  display: block;
  font-family: ${theme.font.serif};
  font-size: 1.1rem;
  font-weight: 700;
`;

const excerptCss = css`
  display: block;
  margin-top: ${theme.space(1)};
  color: ${colorMuted};
  font-size: 0.92rem;
  line-height: 1.5;
  mark {
    border-radius: 3px;
    background: rgba(232, 194, 122, 0.22);
    color: ${colorText};
    font-weight: 600;
  }
`;

const everythingCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  margin-top: ${theme.space(2)};
  color: ${colorAccentStrong};
  font-weight: 600;
`;

/** What the live region says: how many were found, or that nothing or search failed. */
function statusOf(state: SearchState): string {
  if (state.status === 'idle') return '';
  if (state.status === 'failed') return searchCopy.failed;
  if (state.total === 0) return searchCopy.none(state.query);
  const shown = state.results.length < state.total ? searchCopy.shown(state.results.length) : '';
  return `${searchCopy.found(state.total)}${shown}.`;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface SearchBoxProps {
  /** The field, focused by the dialog once it is open. */
  fieldRef: RefObject<HTMLInputElement | null>;
  /** A result chosen (Enter, a click): the dialog closes, then the page opens. */
  onChoose: (path: string) => void;
}

/**
 * The field and its results, as a combobox (ARIA's pattern): focus stays in the field while
 * Up and Down move through the results (aria-activedescendant) and Enter opens the one chosen
 * (the first when none is). Each result is a link too: a click opens it, with a key held a new
 * tab. The count is said politely as results come.
 */
export function SearchBox({ fieldRef, onChoose }: SearchBoxProps) {
  const ids = useId();
  const fieldId = `${ids}-field`;
  const listId = `${ids}-results`;
  const hintId = `${ids}-hint`;
  const optionId = (index: number) => `${ids}-result-${index}`;
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const state = useSearchResults(query, limit);
  const results: FoundWriting[] = state.status === 'found' ? state.results : [];
  // The result chosen with the arrows, for the results it was chosen among.
  const [active, setActive] = useState<{ among: FoundWriting[]; index: number } | null>(null);
  const activeIndex = active?.among === results ? active.index : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex < 0 && step < 0 ? count : activeIndex;
      setActive({ among: results, index: (from + step + count) % count });
    } else if (event.key === 'Enter') {
      const chosen = results[activeIndex < 0 ? 0 : activeIndex];
      if (!chosen) return;
      event.preventDefault();
      onChoose(chosen.path);
    }
  };

  const expanded = results.length > 0;
  return (
    <>
      <label htmlFor={fieldId} css={labelCss}>
        {searchCopy.fieldLabel}
      </label>
      <input
        ref={fieldRef}
        id={fieldId}
        css={fieldCss}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setLimit(PAGE_SIZE);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} css={hintCss}>
        {searchCopy.hint}
      </p>
      <p role="status" css={statusCss}>
        {statusOf(state)}
      </p>
      {expanded && (
        <div id={listId} role="listbox" aria-label={searchCopy.resultsLabel} css={listCss}>
          {results.map((result, index) => (
            <Link
              key={result.path}
              id={optionId(index)}
              to={result.path}
              role="option"
              aria-selected={index === activeIndex}
              aria-labelledby={
                result.kind
                  ? `${optionId(index)}-kind ${optionId(index)}-title`
                  : `${optionId(index)}-title`
              }
              aria-describedby={`${optionId(index)}-words`}
              tabIndex={-1}
              css={resultCss}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(result.path);
              }}
            >
              {result.kind && (
                <span id={`${optionId(index)}-kind`} css={kindCss}>
                  {result.kind}
                </span>
              )}
              <span id={`${optionId(index)}-title`} css={titleCss}>
                {result.title}
              </span>
              <span id={`${optionId(index)}-words`} css={excerptCss}>
                {result.excerpt.map((part, at) =>
                  part.found ? <mark key={at}>{part.text}</mark> : part.text,
                )}
              </span>
            </Link>
          ))}
        </div>
      )}
      {state.status === 'found' && state.results.length < state.total && (
        <Button
          onClick={() => {
            setLimit(limit + PAGE_SIZE);
            // The button may go with the last results: the reader carries on from the field.
            fieldRef.current?.focus();
          }}
        >
          {searchCopy.showMore}
        </Button>
      )}
      <div>
        <Link
          to={SEARCH_PATH}
          css={everythingCss}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onChoose(SEARCH_PATH);
          }}
        >
          {searchCopy.everything} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </>
  );
}
