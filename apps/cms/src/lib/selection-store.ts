import { useSyncExternalStore } from 'react';
import type { CardKind } from '@laurel/ui/edit-slots';

/** What the editor has selected (SPEC §4: selecting a card enters selection mode; clearing it leaves). */
export interface Selection {
  kind: CardKind | null;
  /** Selected ids, in the order of the list they were picked from. */
  ids: string[];
  /** The folder the selected cards are in (null: top level). */
  parentId: string | null;
  /** The last card clicked without shift: the start of a shift-click range. */
  anchor: string | null;
  /** Every id of the list the selection is in (for "Select all"). */
  listIds: string[];
}

const EMPTY: Selection = { kind: null, ids: [], parentId: null, anchor: null, listIds: [] };
let state: Selection = EMPTY;
const listeners = new Set<() => void>();
const set = (next: Selection) => {
  state = next;
  listeners.forEach((l) => l());
};

export interface PickInput {
  kind: CardKind;
  id: string;
  parentId: string | null;
  /** The ids of the list the card is in, in display order (for shift-click ranges and order). */
  listIds: readonly string[];
  shift?: boolean;
}

/** The new selection after clicking a card (click toggles it; shift-click selects the range from the anchor). */
export function pick(current: Selection, input: PickInput): Selection {
  const sameList = current.kind === input.kind && current.parentId === input.parentId;
  const base = sameList ? current : EMPTY;
  const chosen = new Set(base.ids);
  if (input.shift && base.anchor && input.listIds.includes(base.anchor)) {
    const [a, b] = [input.listIds.indexOf(base.anchor), input.listIds.indexOf(input.id)].sort((x, y) => x - y);
    for (const id of input.listIds.slice(a, b + 1)) chosen.add(id);
  } else if (chosen.has(input.id)) chosen.delete(input.id);
  else chosen.add(input.id);
  const ids = input.listIds.filter((id) => chosen.has(id));
  if (ids.length === 0) return EMPTY;
  return {
    kind: input.kind,
    ids,
    parentId: input.parentId,
    anchor: input.shift ? base.anchor : input.id,
    listIds: [...input.listIds],
  };
}

export const selection = {
  get: () => state,
  pick: (input: PickInput) => set(pick(state, input)),
  selectAll: () => set(state.kind ? { ...state, ids: [...state.listIds], anchor: null } : EMPTY),
  clear: () => set(EMPTY),
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};

export function useSelection(): Selection {
  return useSyncExternalStore(selection.subscribe, selection.get, selection.get);
}
