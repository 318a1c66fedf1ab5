import { css } from '@emotion/react';
import { buttonCss, lookOf, type SizedImage, SizedImg, theme } from '@site/shared';
import { expandIcon, Icon } from '@site/shared/design/icon';
import { tone } from '@site/shared/design/tone';
import { Dialog } from '@site/shared/dialog';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { redCopy } from '../../content/red-copy';

/**
 * How wide the map is drawn when opened, in CSS px: its place names at ~20 px and more
 * (they are ~7 px on a phone's page), the reader pans (and can pinch to zoom) across it.
 */
const OPENED_WIDTH = 1100;

const figureCss = css`
  margin: ${theme.space(6)} 0 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.medium};
    border: 1px solid ${tone.border};
    cursor: zoom-in;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(2)} ${theme.space(4)};
    margin-top: ${theme.space(2)};
    color: ${tone.muted};
    font-style: italic;
  }
`;

const openButtonCss = css`
  padding-inline: ${theme.space(4)};
  font-style: normal;
`;

// The whole screen on a phone; most of it on a wider one.
const viewerCss = css`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  border-radius: 0;
  background: ${theme.color.redSurface};
  ${theme.breakpoint.tablet} {
    width: min(96vw, 1240px);
    height: 90vh;
    max-height: 90vh;
    /* Centred: the block margins alone left it at the screen's left edge. */
    margin: 5vh auto auto;
    border-radius: ${theme.radius.large};
  }
`;

const openedMapCss = css`
  display: block;
  max-width: none;
  width: ${OPENED_WIDTH}px;
  height: auto;
  touch-action: pan-x pan-y pinch-zoom;
`;

/**
 * The map of the world-building notes, and a way to read it: tapping the map (or its button)
 * opens it full size in a dialog, where the reader pans across it and can pinch to zoom.
 * Without the app, its link opens the map's image, full size.
 */
export function MapViewer({ map }: { map: SizedImage & { caption: string } }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const opened = useRef<HTMLImageElement>(null);

  // Opened at its top (its title and the map's first names in view), across in the middle of
  // the map, where its names are; the dialog itself never scrolls its title away.
  useEffect(() => {
    const scroller = opened.current?.parentElement;
    if (!open || !scroller) return;
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    scroller.scrollTop = 0;
    const dialog = scroller.closest('dialog');
    if (dialog) dialog.scrollTop = 0;
  }, [open]);

  // Without the app the link opens the map's file, full size; with it, the viewer.
  const openViewer = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <figure css={figureCss}>
        <SizedImg image={map} loading="lazy" onClick={() => setOpen(true)} />
        <figcaption>
          <span>{map.caption}</span>
          <a
            href={map.src}
            data-look={lookOf({})}
            css={[buttonCss, openButtonCss]}
            onClick={openViewer}
          >
            <Icon path={expandIcon} />
            {redCopy.huntress.openMap}
          </a>
        </figcaption>
      </figure>
      <Dialog open={open} title={map.caption} onClose={close} css={viewerCss}>
        <img
          ref={opened}
          css={openedMapCss}
          src={map.src}
          width={map.width}
          height={map.height}
          alt={map.alt}
        />
      </Dialog>
    </>
  );
}
