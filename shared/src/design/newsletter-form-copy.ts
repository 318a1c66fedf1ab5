/** The words around the form, from the section that shows it. */
export interface NewsletterFormCopy {
  /** While a form builder's embed loads. */
  loading: string;
  /** A form builder's embed that did not load. */
  unavailable: string;
  /** Where the site has neither a form builder nor a server of its own to sign up with. */
  noForm: string;
  /** Followed by the author's e-mail address as a link. */
  mailtoLead: string;
  mailtoTail: string;
  /** The site's own form (signup-form.tsx): its field's label and its button. */
  label: string;
  submit: string;
  sending: string;
  /** An address the form cannot send (empty, or not an address). */
  invalid: string;
  /** The sign-up did not reach the server or the server did not answer. */
  failed: string;
}
