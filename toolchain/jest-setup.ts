import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out; react-router needs them at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The build replaces this constant (see read-site-env.mjs); tests start with no services.
(globalThis as Record<string, unknown>).__SITE_ENV__ = {
  firebase: null,
  firestoreEmulatorHost: null,
  likesShards: 1,
  appCheckSiteKey: null,
  newsletterFormUrl: null,
  siteUrl: null,
};

// jsdom has <dialog> but not its modal API; this mirrors what browsers do for the tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
