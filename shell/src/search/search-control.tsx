import { css } from '@emotion/react';
import { theme, toast } from '@site/shared';
import { Icon, searchIcon } from '@site/shared/design/icon';
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_CONTROL_LABEL, SEARCH_PATH, SEARCH_UNAVAILABLE } from './search-link';
import { closeSearch, openSearch, useSearchOpen } from './search-opening';
import { asksForSearch, SEARCH_KEY } from './search-shortcut';
import type { SearchDialogProps } from './search-dialog';

/** The dialog and everything it uses: fetched the first time a reader opens search. */
const loadSearchDialog = () => import(/* webpackChunkName: "search" */ './search-dialog');

const controlCss = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.small};
  color: ${theme.color.text};
  &:hover,
  &[aria-current='page'] {
    background: ${theme.color.surface};
  }
  &[aria-current='page'] {
    color: ${theme.color.accentStrong};
    box-shadow: inset 0 -2px 0 ${theme.color.accent};
  }
`;

const hiddenLabelCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A click the app may take: the main button, no key held (those open a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The header's search: a link to the page that lists everything to read, which the app turns
 * into a dialog that finds writing by its words. `/` opens it from anywhere but a field.
 * Nothing of search is fetched before it opens: the dialog's code, then the index's script
 * and the parts of the index each search needs.
 */
export function SearchControl() {
  const open = useSearchOpen();
  const { pathname } = useLocation();
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!asksForSearch(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!open || Dialog) return;
    let left = false;
    loadSearchDialog().then(
      ({ SearchDialog }) => {
        if (!left) setDialog(() => SearchDialog);
      },
      () => {
        closeSearch();
        toast.error(SEARCH_UNAVAILABLE.title, { description: SEARCH_UNAVAILABLE.description });
      },
    );
    return () => {
      left = true;
    };
  }, [open, Dialog]);

  return (
    <>
      <a
        href={SEARCH_PATH}
        css={controlCss}
        aria-haspopup="dialog"
        aria-keyshortcuts={SEARCH_KEY}
        aria-current={pathname === SEARCH_PATH ? 'page' : undefined}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openSearch();
        }}
      >
        <Icon path={searchIcon} size={20} />
        <span css={hiddenLabelCss}>{SEARCH_CONTROL_LABEL}</span>
      </a>
      {Dialog && <Dialog open={open} onClose={closeSearch} />}
    </>
  );
}
