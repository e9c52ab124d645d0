import { createContext, useContext } from 'react';
import type { CardKind } from '@laurel/ui/edit-slots';

/** What a `card` control needs to know about the list around it (set by the `card-list` control). */
export interface CardListInfo {
  siteId: string;
  kind: CardKind;
  parentId: string | null;
  ids: string[];
  /** The editor may reorder this list by drag and drop (or the keyboard). */
  sortable: boolean;
}

export const CardListContext = createContext<CardListInfo | null>(null);
export const useCardList = () => useContext(CardListContext);
