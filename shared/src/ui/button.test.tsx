import { renderWithSite } from '@site/shared/testing';
import { css } from '@emotion/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tone } from '../design/tone';
import { Button, ButtonLink, buttonCss, lookOf } from './button';

const drawn = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { radius: style.borderRadius, minHeight: style.minHeight, weight: style.fontWeight };
};

describe('Button and ButtonLink', () => {
  it('is a pill at least a touch target high, a button by default (never a form submit)', async () => {
    const onClick = jest.fn();
    renderWithSite(<Button onClick={onClick}>Retry</Button>);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-look', 'quiet regular');
    expect(drawn(button)).toEqual({ radius: '999px', minHeight: '44px', weight: '600' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws a link inside the site the same way, as large as asked', () => {
    renderWithSite(
      <ButtonLink to="/blog" variant="primary" size="large" rel="next">
        Explore
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Explore' });
    expect(link).toHaveAttribute('href', '/blog');
    expect(link).toHaveAttribute('rel', 'next');
    expect(link).toHaveAttribute('data-look', lookOf({ variant: 'primary', size: 'large' }));
    expect(drawn(link)).toEqual({ radius: '999px', minHeight: '48px', weight: '600' });
  });

  it("lets the caller's own styles (a margin, a height) win over its own", () => {
    renderWithSite(
      <Button
        css={css`
          margin-top: 12px;
          min-height: 52px;
        `}
      >
        Close
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(getComputedStyle(button).marginTop).toBe('12px');
    expect(getComputedStyle(button).minHeight).toBe('52px');
    expect(getComputedStyle(button).borderRadius).toBe('999px');
  });

  it("paints with the design layer's tone variables, so a band's palette repaints it", () => {
    // Each tone's variable (its fallback is the scheme's colour, in the button as in tone).
    for (const token of [tone.text, tone.accent, tone.border]) {
      const variable = /^var\((--tone-[a-z-]+),/.exec(token)?.[1];
      expect(variable).toBeDefined();
      expect(buttonCss.styles).toContain(`var(${variable},`);
    }
  });
});
