import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
}

/** Spec: one toast at a time — a new toast replaces the one showing. */
interface ToastState {
  current: Toast | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<ToastInput>) {
      const { title, description, variant = 'default' } = action.payload;
      state.current = { id: state.nextId, title, description, variant };
      state.nextId += 1;
    },
    /** Dismisses the given toast only if it is still the one showing. */
    dismissToast(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { showToast, dismissToast } = toastSlice.actions;

export const TOAST_DURATION_MS: Record<ToastVariant, number> = { default: 3000, destructive: 5000 };
