import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { messages } from '@mp/contract';
import { toast, useToastStore } from '../../shared/ui/toast-store.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  goOffline(false);
  useToastStore.setState({ toasts: [] });
});

describe('OfflineBanner', () => {
  it('says the network is gone while the browser is offline, and nothing once it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(messages.offline)).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.offline);

    goOffline(false);
    expect(screen.queryByText(messages.offline)).not.toBeInTheDocument();
  });

  it('stands instead of a toast per failed request while offline; other errors are still toasted', () => {
    goOffline(true);
    toast.error(messages.networkError);
    toast.error(messages.cartAddError);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([messages.cartAddError]);

    goOffline(false);
    toast.error(messages.networkError);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(messages.networkError);
  });
});
