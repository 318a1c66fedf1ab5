import { css } from '@emotion/react';
import { theme } from '../theme/theme';
import { colorAccent, colorGold } from '../design/color';

const figureCss = css`
  margin: 0;
  blockquote {
    margin: 0;
    font-family: ${theme.font.serif};
    font-style: italic;
  }
  blockquote p::before {
    content: '“';
    color: ${colorAccent};
  }
  blockquote p::after {
    content: '”';
    color: ${colorAccent};
  }
  figcaption {
    color: ${colorGold};
  }
`;

const SIZES = {
  large: css`
    blockquote {
      font-size: clamp(1.4rem, 4vw, 2rem);
      line-height: 1.45;
    }
    figcaption {
      font-size: 1.05rem;
    }
  `,
  medium: css`
    blockquote {
      font-size: clamp(1.2rem, 3vw, 1.5rem);
      line-height: 1.5;
    }
    figcaption {
      margin-top: ${theme.space(4)};
    }
  `,
};

/** The author's words as a quotation: italic serif, accent quote marks, gold attribution. */
export function QuoteFigure({
  text,
  attribution,
  size = 'medium',
}: {
  text: string;
  attribution: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <figure css={[figureCss, SIZES[size]]}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>— {attribution}</figcaption>
    </figure>
  );
}
