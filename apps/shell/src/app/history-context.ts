import { createContext, useContext } from 'react';
import type { BlockableHistory } from './blockable-history';

/** The app's blockable history (bootstrap.tsx); absent in tests that render parts without it. */
export const HistoryContext = createContext<BlockableHistory | null>(null);

export const useBlockableHistory = (): BlockableHistory | null => useContext(HistoryContext);
