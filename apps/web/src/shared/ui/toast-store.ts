import { create } from 'zustand';
import { limits, messages } from '@mp/contract';
import { isOnline } from '../lib/connection.ts';

export type ToastType = 'error' | 'success' | 'warning';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

interface ToastState {
  toasts: Toast[];
  show: (message: string, type: ToastType) => void;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/** Spec §3 toast notice: message and type; hidden on close or after 10 s. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(message, type) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, type }] });
    setTimeout(() => get().dismiss(id), limits.toastAutoHideMs);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
  clear() {
    set({ toasts: [] });
  },
}));

export const toast = {
  error: (message: string) => {
    // While offline the shell's banner says so once; a toast for each failed request would only repeat it.
    if (message === messages.networkError && !isOnline()) return;
    useToastStore.getState().show(message, 'error');
  },
  success: (message: string) => useToastStore.getState().show(message, 'success'),
  warning: (message: string) => useToastStore.getState().show(message, 'warning'),
  /** Every notice gone at once: a signed-out screen keeps none of the session's («Вход выполнен успешно!»). */
  clear: () => useToastStore.getState().clear(),
};
