import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { readSiteEnv } from './read-site-env.mjs';

// jsdom leaves these out; react-router needs them at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The build replaces this constant with readSiteEnv's answer; tests start with no services:
// the answer to an empty environment.
(globalThis as Record<string, unknown>).__SITE_ENV__ = readSiteEnv({});

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
