import { useRef, type KeyboardEvent } from 'react';
import { authLabels } from '@mp/contract';
import styles from './AuthorizationPage.module.css';

export type AuthTab = 'login' | 'register';

export const authTabLabels: Record<AuthTab, string> = {
  login: authLabels.loginTab,
  register: authLabels.registerTab,
};

const tabs: readonly { id: AuthTab; label: string }[] = [
  { id: 'login', label: authTabLabels.login },
  { id: 'register', label: authTabLabels.register },
];

interface AuthTabsProps {
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
}

/** WAI-ARIA tabs: arrow keys move between «Вход» and «Регистрация». */
export function AuthTabs({ selected, onSelect }: AuthTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(index + step) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`#auth-tab-${next.id}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={authLabels.tabs} className={styles.tabs}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`auth-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`auth-panel-${tab.id}`}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
