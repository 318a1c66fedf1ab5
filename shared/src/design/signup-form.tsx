import { css } from '@emotion/react';
import { Button, theme } from '@site/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { NewsletterFormCopy } from './newsletter-form';
import { tone } from './tone';

const formCss = /*#__PURE__*/ css`
  margin-top: ${theme.space(6)};
  text-align: start;
  label {
    display: block;
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
  }
`;

// The field's edge is the muted text colour, not the cards' edge: a field's edge needs 3:1
// against the card to be seen (the cards' edge is decoration, below that).
const rowCss = /*#__PURE__*/ css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 1px solid ${tone.muted};
    border-radius: ${theme.radius.medium};
    background: transparent;
    color: ${tone.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${tone.accent};
    border-width: 2px;
  }
  button {
    flex: 0 0 auto;
  }
`;

const messageCss = /*#__PURE__*/ css`
  margin: ${theme.space(3)} 0 0;
  &:empty {
    display: none;
  }
`;

const errorCss = /*#__PURE__*/ css`
  color: ${tone.link};
  font-weight: 600;
`;

// A loose check before sending (the server's is the one that counts): one @, no spaces, a
// dot in the domain. Its job is a clear message for a typo without a round trip.
const LOOKS_LIKE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The browser's own check of the field until this code runs (a form without JavaScript);
 * then the form's, with the site's words next to the field.
 */
function takeOverChecks(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}

type FormState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** The server's words (`message` or `error` in its JSON answer), else null. */
async function answerText(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    const text = response.ok ? body.message : body.error;
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/**
 * The site's own sign-up form (server/src/newsletter/newsletter-api.ts). A plain form first:
 * without JavaScript it posts and the server answers with a page. Once React has it, the
 * sign-up is sent in the background and its answer shown under the field, an error next to
 * the field it is about (and announced), the confirmation in a polite status.
 */
export function SignupForm({ action, copy }: { action: string; copy: NewsletterFormCopy }) {
  const id = useId();
  const fieldId = `${id}-email`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const email = input.current?.value.trim() ?? '';
    if (!LOOKS_LIKE_ADDRESS.test(email)) {
      setState({ kind: 'error', message: copy.invalid });
      input.current?.focus();
      return;
    }
    setState({ kind: 'sending' });
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email }).toString(),
      });
      const text = await answerText(response);
      if (response.ok) {
        setState({ kind: 'done', message: text ?? copy.submit });
        if (input.current) input.current.value = '';
      } else {
        setState({ kind: 'error', message: text ?? copy.failed });
        input.current?.focus();
      }
    } catch {
      setState({ kind: 'error', message: copy.failed });
    }
  }

  const error = state.kind === 'error';
  return (
    <form
      css={formCss}
      method="post"
      action={action}
      ref={takeOverChecks}
      onSubmit={(event) => void submit(event)}
      data-testid="newsletter-signup"
    >
      <label htmlFor={fieldId}>{copy.label}</label>
      <div css={rowCss}>
        <input
          ref={input}
          id={fieldId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {/* Not disabled while sending: a disabled button would drop a keyboard reader's focus. */}
        <Button
          type="submit"
          variant="primary"
          aria-disabled={state.kind === 'sending' || undefined}
        >
          {state.kind === 'sending' ? copy.sending : copy.submit}
        </Button>
      </div>
      <p css={messageCss} role="status">
        {state.kind === 'done' ? state.message : ''}
      </p>
      {error && (
        <p id={errorId} css={[messageCss, errorCss]} role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
