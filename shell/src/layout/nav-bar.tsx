import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { closeIcon, Icon, menuIcon } from '@site/shared/design/icon';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeNavItem, NAV_ITEMS } from './nav-items';
import {
  colorAccent,
  colorAccentStrong,
  colorBackground,
  colorBorder,
  colorMuted,
  colorSurface,
  colorText,
} from '@site/shared/design/color';

/**
 * Below this width the six items do not fit in a row beside the name and the controls: they go
 * behind a menu button. Room is left for fonts wider than the site's (a fallback, a reader's
 * own): the row is checked with a wide monospace font (e2e/tests/shell.spec.ts).
 */
const WIDE = '@media (min-width: 960px)';
/** From here the row has room for each item's icon too (below it, the words alone fit). */
const ROOMY = '@media (min-width: 1240px)';
/** Below this width the menu button shows its icon alone (its name stays for screen readers). */
const NARROW = '@media (max-width: 419.98px)';

const barCss = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 30;
  height: ${theme.layout.navHeight};
  background: color-mix(in srgb, ${colorBackground} 92%, transparent);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${colorBorder};
`;

const innerCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`;

// The name is one line at any width: it never wraps, and it never shrinks for the items.
const brandCss = css`
  flex: none;
  white-space: nowrap;
  font-family: ${theme.font.serif};
  font-size: clamp(1.1rem, 0.9rem + 1vw, 1.3rem);
  font-weight: 700;
  color: ${colorText};
  text-decoration: none;
  letter-spacing: 0.02em;
`;

const toggleCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.small};
  margin-left: auto;
  background: transparent;
  color: ${colorText};
  cursor: pointer;
  ${NARROW} {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  ${WIDE} {
    display: none;
  }
`;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(4)} ${theme.space(4)};
  position: absolute;
  top: ${theme.layout.navHeight};
  left: 0;
  right: 0;
  bottom: auto;
  width: auto;
  height: auto;
  margin: 0;
  overflow: visible;
  border: 0;
  color: ${colorText};
  background: ${colorBackground};
  border-bottom: 1px solid ${colorBorder};
  /* The app opens it with data-open; without the app its button opens it as a popover
     (fixed in the top layer, under the bar). */
  &[data-open='false'] {
    display: none;
  }
  &[data-open='true'],
  &:popover-open {
    display: block;
  }
  &:popover-open {
    position: fixed;
  }
  ${WIDE} {
    &[data-open] {
      display: flex;
    }
    position: static;
    margin-left: auto;
    gap: ${theme.space(1)};
    padding: 0;
    background: transparent;
    border: 0;
  }
`;

// One line per item: in the row, an item never wraps (the bar keeps its height).
const linkCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.small};
  color: ${colorMuted};
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;
  ${WIDE} {
    padding-inline: ${theme.space(2)};
    svg {
      display: none;
    }
  }
  ${ROOMY} {
    padding-inline: ${theme.space(3)};
    svg {
      display: block;
    }
  }
  &:hover {
    color: ${colorText};
    background: ${colorSurface};
  }
  &[aria-current='page'] {
    color: ${colorAccentStrong};
    background: ${colorSurface};
    box-shadow: inset 0 -2px 0 ${colorAccent};
  }
`;

/**
 * The fixed top bar: the author's name home, six sections with the current one marked;
 * a row on wide screens, a menu behind a toggle on small ones (closes on choice, on
 * Escape, on a tap outside it and on any navigation); `end`, last in the row (search, colours), is never behind the menu.
 */
export function NavBar({ end }: { end?: ReactNode }) {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const active = activeNavItem(pathname);

  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    // A tap outside the bar and its menu closes the menu (the tap still does what it does).
    // Heard on the way down: on a part React has not taken over yet (a section whose code is
    // still coming) React stops the tap at its root, and a listener below it never hears it.
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !nav.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown, { capture: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
    };
  }, [open]);

  return (
    <header css={barCss}>
      <nav ref={nav} css={innerCss} aria-label="Main">
        <Link to="/" css={brandCss}>
          {siteConfig.authorName}
        </Link>
        <button
          type="button"
          css={toggleCss}
          aria-expanded={open}
          aria-controls={menuId}
          // Without the app the button opens the list as a popover by itself; with it, the
          // app opens it (and closes it on a choice, on Escape, on navigation).
          popoverTarget={menuId}
          onClick={(event) => {
            event.preventDefault();
            setOpenOn(open ? null : pathname);
          }}
        >
          <Icon path={open ? closeIcon : menuIcon} size={20} />
          <span>Menu</span>
        </button>
        <ul id={menuId} css={listCss} data-open={open} popover="auto">
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <Link
                to={item.path}
                css={linkCss}
                aria-current={item === active ? 'page' : undefined}
                onClick={() => setOpenOn(null)}
              >
                <Icon path={item.icon} />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {end}
      </nav>
    </header>
  );
}
