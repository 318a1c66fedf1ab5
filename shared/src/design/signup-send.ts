// What the site's sign-up form does when sent (signup-form.tsx): fetched with the first send,
// so that a page that shows the form does not carry it until a reader signs up.

// A loose check before sending (the server's is the one that counts): one @, no spaces, a
// dot in the domain. Its job is a clear message for a typo without a round trip.
const LOOKS_LIKE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SendResult =
  { ok: true; message: string | null } | { ok: false; message: string | null };

/** 'invalid' for an address the form should not send; else the server's answer, if any. */
export async function sendSignup(action: string, email: string): Promise<SendResult | 'invalid'> {
  if (!LOOKS_LIKE_ADDRESS.test(email)) return 'invalid';
  const response = await fetch(action, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  let message: string | null = null;
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    const text = response.ok ? body.message : body.error;
    if (typeof text === 'string') message = text;
  } catch {
    // No words from the server: the form says its own.
  }
  return { ok: response.ok, message };
}
