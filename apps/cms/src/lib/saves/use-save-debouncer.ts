import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { createDebouncedSaver, type Debouncer } from './debounce';

const byDispatch = new WeakMap<Dispatch, Debouncer>();

/**
 * The one debouncer of the store (SPEC §7: debounced saves wait 2000 ms). A waiting save counts as saving
 * from the first change, so navigation is blocked until it has been sent and answered.
 */
export function useSaveDebouncer(): Debouncer {
  const dispatch = useDispatch();
  let debouncer = byDispatch.get(dispatch);
  if (!debouncer) {
    debouncer = createDebouncedSaver(dispatch);
    byDispatch.set(dispatch, debouncer);
  }
  return debouncer;
}
