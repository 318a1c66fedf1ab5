import { useEffect, useState, type ComponentProps } from 'react';
import type { EntryDialog as EntryDialogComponent } from './entry-dialog';

let loaded: typeof EntryDialogComponent | undefined;
let loading: Promise<typeof EntryDialogComponent> | undefined;

/**
 * Fetches the entry dialog's code (the dialog, the poem, the share control): a chunk of its
 * own, so that the archive's first load carries only the list. Fetched at idle with the
 * poems, or at the first open if that comes sooner; a failed fetch is tried again next time.
 */
export function loadEntryDialog(): Promise<typeof EntryDialogComponent> {
  loading ??= import(/* webpackChunkName: "archive-entry-dialog" */ './entry-dialog').then(
    (module) => (loaded = module.EntryDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The open entry's dialog: at once when its code has arrived, else as soon as it does. Only
 * rendered while an entry is open, so the page's first render (and its prerendered HTML)
 * never depends on whether the code is here yet.
 */
export function EntryDialogSlot(props: ComponentProps<typeof EntryDialogComponent>) {
  const { onClose } = props;
  const [EntryDialog, setEntryDialog] = useState(() => loaded);
  useEffect(() => {
    if (EntryDialog) return;
    let current = true;
    loadEntryDialog().then(
      (component) => current && setEntryDialog(() => component),
      (error: Error) => {
        console.error('The archive entry could not be opened:', error.message);
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [EntryDialog, onClose]);
  return EntryDialog ? <EntryDialog {...props} /> : null;
}
