import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/**
 * Feature flags of the product (LaunchDarkly flag keys) and the value each has while flags are off, not yet
 * loaded, or unknown to the flag service. docs/operators.md lists them for whoever runs the flag service.
 */
export const FEATURE_FLAGS = {
  /** A "Share" button on profile pages for web visitors (never on a kiosk): native share, else copy the link. */
  entryShareButton: { key: 'entry-share-button', fallback: false },
} as const;

export interface FlagsState {
  /** True once the flag client reported `ready`. */
  ready: boolean;
  /** Every flag's current value (the client's `allFlags()`). */
  values: Record<string, unknown>;
}

const initialFlags: FlagsState = { ready: false, values: {} };

/** The flag client's ready and change events, in the store (SPEC §4), so any remote can read a flag. */
export const flagsSlice = createSlice({
  name: 'flags',
  initialState: initialFlags,
  reducers: {
    flagsReady(state, action: PayloadAction<Record<string, unknown>>) {
      state.ready = true;
      state.values = action.payload;
    },
    flagsChanged(state, action: PayloadAction<Record<string, unknown>>) {
      state.values = action.payload;
    },
  },
});

export const flagsActions = flagsSlice.actions;

type Flag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];
type FlagValue<F extends Flag> = F['fallback'] extends boolean ? boolean : F['fallback'];

/**
 * The flag's current value, or its fallback when flags are off, not loaded yet, or the value has another type;
 * the component re-renders when the flag service changes it.
 */
export const useFlag = <F extends Flag>(flag: F): FlagValue<F> =>
  useSelector((state: { flags?: FlagsState }) => {
    const value = state.flags?.values[flag.key];
    return (typeof value === typeof flag.fallback ? value : flag.fallback) as FlagValue<F>;
  });
