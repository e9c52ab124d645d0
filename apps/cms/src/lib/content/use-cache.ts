import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@laurel/api-client';
import { applyToCache, type CacheChange } from './cache';

/** `apply(change)`: puts a change in every cached read that shows it (store first). */
export function useCache(): (change: CacheChange) => void {
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();
  const store = useStore<RootState>();
  return useCallback((change) => applyToCache(dispatch, store.getState, change), [dispatch, store]);
}
