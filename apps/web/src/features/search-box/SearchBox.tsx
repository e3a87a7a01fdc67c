import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice, limits, messages, shellChrome, type AutocompleteItem } from '@mp/contract';
import { useCityStore } from '../city/index.ts';
import { buildSearchUrl, citySlug } from '../../shared/search-url.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Highlight } from './Highlight.tsx';
import { useAutocomplete } from './useAutocomplete.ts';
import { useSearchHistory } from './useSearchHistory.ts';
import { useSearchText } from './useSearchText.ts';
import styles from './SearchBox.module.css';

type Option = { kind: 'history'; query: string } | { kind: 'product'; item: AutocompleteItem };

/**
 * Header search (spec §2): a combobox whose dropdown lists recent searches while the field is
 * empty and autocomplete results once 2+ characters are typed. Arrow keys move the highlight,
 * Enter picks it (or searches), Escape, a choice or 150 ms after blur close the dropdown.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const city = useCityStore((state) => state.city);
  const cityIds = useMemo(() => (city ? [city.id] : []), [city]);
  const [value, setValue] = useSearchText();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const history = useSearchHistory();
  const autocomplete = useAutocomplete(value, cityIds);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const showingHistory = value.trim() === '';
  const options: Option[] = showingHistory
    ? history.history.map((query) => ({ kind: 'history', query }))
    : autocomplete.items.map((item) => ({ kind: 'product', item }));
  const highlighted = activeIndex < options.length ? activeIndex : -1;
  const hasPanel = showingHistory ? options.length > 0 : autocomplete.active;
  const expanded = open && hasPanel;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const runSearch = (query: string) => {
    history.add(query);
    close();
    inputRef.current?.blur();
    void navigate(buildSearchUrl(citySlug(city), { search: query.trim() || undefined }));
  };

  const pick = (option: Option) => {
    if (option.kind === 'history') {
      setValue(option.query);
      runSearch(option.query);
      return;
    }
    close();
    inputRef.current?.blur();
    void navigate(`/product/${option.item.id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = highlighted === -1 && step < 0 ? options.length : highlighted;
        setActiveIndex((from + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const option = expanded && highlighted >= 0 ? options[highlighted] : undefined;
        if (!option) return; // the form submits and runs the search
        event.preventDefault();
        pick(option);
        return;
      }
      case 'Escape':
        if (expanded) event.preventDefault();
        close();
        return;
      default:
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={styles.box}>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          runSearch(value);
        }}
      >
        <label className={styles.field}>
          <span className="visually-hidden">{shellChrome.searchLabel}</span>
          <Icon name="search" size={18} className={styles.lens} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            name="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={limits.searchMaxLength}
            placeholder={shellChrome.searchPlaceholder}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setActiveIndex(-1);
              setOpen(true);
            }}
            onFocus={() => {
              clearTimeout(blurTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              blurTimer.current = setTimeout(close, limits.blurCloseDelayMs);
            }}
            onKeyDown={onKeyDown}
          />
          {value && (
            <button
              type="button"
              className={styles.clear}
              aria-label={shellChrome.close}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setValue('');
                setActiveIndex(-1);
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" size={16} />
            </button>
          )}
        </label>
        <button type="submit" className={styles.submit}>
          {shellChrome.searchSubmit}
        </button>
      </form>

      <div
        className={styles.dropdown}
        hidden={!expanded}
        style={{ maxHeight: limits.searchDropdownMaxHeightPx }}
        onMouseDown={(event) => event.preventDefault()}
      >
        {showingHistory && (
          <div className={styles.heading}>
            <span>{shellChrome.searchHistory}</span>
            <button type="button" className={styles.clearHistory} onClick={history.clear}>
              {shellChrome.clearHistory}
            </button>
          </div>
        )}
        <ul id={listId} role="listbox" aria-label={shellChrome.searchLabel} className={styles.list}>
          {options.map((option, index) => (
            <li
              key={option.kind === 'history' ? `h-${option.query}` : `p-${option.item.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              className={styles.option}
              onPointerEnter={() => setActiveIndex(index)}
              onClick={() => pick(option)}
            >
              {option.kind === 'history' ? (
                <>
                  <Icon name="clock" size={18} className={styles.optionIcon} />
                  <span className={styles.optionText}>{option.query}</span>
                </>
              ) : (
                <>
                  <Icon name="search" size={18} className={styles.optionIcon} />
                  <span className={styles.optionText}>
                    <Highlight text={option.item.name} query={value} />
                  </span>
                  <span className={styles.optionPrice}>{formatPrice(option.item.price)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        {!showingHistory && options.length === 0 && (
          <p className={styles.note} role="status">
            {autocomplete.pending ? shellChrome.searching : messages.nothingFound}
          </p>
        )}
      </div>
    </div>
  );
}
