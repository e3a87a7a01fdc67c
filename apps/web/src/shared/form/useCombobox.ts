import { useId, useState, type KeyboardEvent } from 'react';
import { limits } from '@mp/contract';

interface Options<T> {
  /** The list's accessible name. */
  label: string;
  /** The options shown now. */
  items: readonly T[];
  onChoose: (item: T) => void;
  /** The list closed without a choice (Escape, leaving the field). */
  onDismiss?: () => void;
  /** The input lost focus (after the list is told to close). */
  onBlur?: () => void;
}

/**
 * The keyboard and ARIA of a text input with a list of options (WAI-ARIA combobox): arrows move through
 * the options, opening the list if it is closed; Enter chooses the highlighted one instead of sending
 * the form; Escape closes the list. The options are clicked with the mouse too (`optionProps`).
 */
export function useCombobox<T>({ label, items, onChoose, onDismiss, onBlur }: Options<T>) {
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-${index}`;

  const show = () => {
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: T) => {
    onChoose(item);
    close();
  };
  const dismiss = () => {
    close();
    onDismiss?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter' && open && items[active] !== undefined) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      dismiss();
    }
  };

  return {
    open,
    /** Opens the list afresh, as typing does. */
    show,
    choose,
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      // A tap on an option lands before the list goes.
      onBlur: () => {
        setTimeout(dismiss, limits.blurCloseDelayMs);
        onBlur?.();
      },
    },
    listProps: { id: listId, role: 'listbox' as const, 'aria-label': label },
    optionProps: (item: T, index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => choose(item),
    }),
  };
}
