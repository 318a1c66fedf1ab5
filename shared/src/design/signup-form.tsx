import { css } from '@emotion/react';
import { Button, theme } from '@site/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { NewsletterFormCopy } from './newsletter-form-copy';
import { tone } from './tone';

// The field's edge is the muted text colour, not the cards' edge: a field's edge needs 3:1
// against the card to be seen (the cards' edge is decoration, below that).
const formCss = /*#__PURE__*/ css`
  margin-top: ${theme.space(6)};
  text-align: start;
  label {
    display: block;
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }
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
    border: 2px solid ${tone.accent};
  }
  p {
    margin: ${theme.space(3)} 0 0;
  }
  p:empty {
    display: none;
  }
  [role='alert'] {
    color: ${tone.link};
    font-weight: 600;
  }
`;

/**
 * The browser's own check of the field until this code runs (a form without JavaScript);
 * then the form's, with the site's words next to the field.
 */
function takeOverChecks(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}

type FormState = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string };

/**
 * The site's own sign-up form (server/src/newsletter/newsletter-api.ts). A plain form first:
 * without JavaScript it posts and the server answers with a page. Once React has it, the
 * sign-up is sent in the background (signup-send.ts, fetched with the first send) and its
 * answer shown under the field: an error next to the field it is about (announced, the focus
 * back in the field), the confirmation in a polite status.
 */
export function SignupForm({ action, copy }: { action: string; copy: NewsletterFormCopy }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const field = input.current;
    const fail = (message: string) => {
      setState({ kind: 'error', message });
      field?.focus();
    };
    setState({ kind: 'sending' });
    try {
      const { sendSignup } = await import(/* webpackChunkName: "signup-send" */ './signup-send');
      const result = await sendSignup(action, field?.value.trim() ?? '');
      if (result === 'invalid') return fail(copy.invalid);
      if (!result.ok) return fail(result.message ?? copy.failed);
      setState({ kind: 'done', message: result.message ?? copy.submit });
      if (field) field.value = '';
    } catch {
      fail(copy.failed);
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
      <label htmlFor={`${id}e`}>{copy.label}</label>
      <div>
        <input
          ref={input}
          id={`${id}e`}
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}m` : undefined}
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
      <p role="status">{state.kind === 'done' ? state.message : ''}</p>
      {error && (
        <p id={`${id}m`} role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
