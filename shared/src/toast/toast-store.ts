/**
 * The site's one toast queue (a module singleton; `@site/shared` is a federation
 * singleton, so shell and remotes push into the same queue). Defaults follow the first
 * reading in the spec: 4000 ms, three visible, bottom-right.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  /** ms; Infinity keeps it until dismissed (the default for 'loading'). */
  duration: number;
  position: ToastPosition;
  dismissible: boolean;
}

export type ToastOptions = Partial<Omit<Toast, 'id' | 'type' | 'title'>> & { id?: string };

export const TOAST_DEFAULTS = {
  duration: 4000,
  visible: 3,
  position: 'bottom-right' as ToastPosition,
  width: 356,
  gap: 14,
};

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
let nextId = 1;

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function dismissToast(id: string): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function push(type: ToastType, title: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${nextId++}`;
  const toast: Toast = {
    id,
    type,
    title,
    description: options.description,
    duration: options.duration ?? (type === 'loading' ? Infinity : TOAST_DEFAULTS.duration),
    position: options.position ?? TOAST_DEFAULTS.position,
    dismissible: options.dismissible ?? true,
  };
  // Same id replaces in place (e.g. a 'loading' toast that becomes 'success').
  toasts = toasts.some((t) => t.id === id)
    ? toasts.map((t) => (t.id === id ? toast : t))
    : [...toasts, toast];
  emit();
  return id;
}

export const toast = {
  success: (title: string, options?: ToastOptions) => push('success', title, options),
  info: (title: string, options?: ToastOptions) => push('info', title, options),
  warning: (title: string, options?: ToastOptions) => push('warning', title, options),
  error: (title: string, options?: ToastOptions) => push('error', title, options),
  loading: (title: string, options?: ToastOptions) => push('loading', title, options),
  dismiss: dismissToast,
};
