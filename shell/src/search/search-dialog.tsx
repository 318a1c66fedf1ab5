import { Dialog } from '@site/shared/dialog';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetIfReleased, loadPagefind } from './pagefind';
import { SearchBox } from './search-box';
import { searchCopy } from './search-copy';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Search in the site's dialog (@site/shared/dialog): the field takes focus as it opens;
 * Escape or Close hands focus back to what opened it. A result chosen closes the dialog
 * first, then opens its page, whose heading then takes focus as after any link.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const chosen = useRef<string | null>(null);

  // After the dialog's own effects (it is a child): the dialog is open, the field is there.
  useEffect(() => {
    if (!open) return;
    field.current?.focus();
    // The index's script and table load while the reader types the first words.
    forgetIfReleased()
      .then(() => loadPagefind())
      .catch(() => undefined);
  }, [open]);

  // Called once the dialog has closed and handed focus back; only then the chosen page opens,
  // so that its heading takes the focus last.
  const closed = useCallback(() => {
    onClose();
    const path = chosen.current;
    chosen.current = null;
    if (path) navigate(path);
  }, [onClose, navigate]);

  return (
    <Dialog open={open} title={searchCopy.dialogTitle} onClose={closed} sheetOnPhone>
      <SearchBox
        fieldRef={field}
        onChoose={(path) => {
          chosen.current = path;
          onClose();
        }}
      />
    </Dialog>
  );
}
