import {
  createContext,
  createElement,
  Fragment,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { EditSlotName, EditSlotTargets } from './slot-targets';

/** What an edit control receives: the slot's name, the thing it edits and, for wrapper slots, the public rendering. */
export interface EditControlProps<N extends EditSlotName = EditSlotName> {
  name: N;
  target: EditSlotTargets[N];
  children?: ReactNode;
}
/** The controls the cms remote provides, one per slot name. */
export type EditControls = { [N in EditSlotName]?: ComponentType<EditControlProps<N>> };

const EditControlsContext = createContext<EditControls | null>(null);

// This module is loaded on every public page (a shared singleton of its own), so it is written with
// createElement: no copy of the JSX runtime in its chunk.

/**
 * Provided by the shell only when CMS mode is effectively on, with the controls of the `cms` remote.
 * Visitors and kiosks never have it, so every slot renders its children only.
 */
export function EditControlsProvider({ controls, children }: { controls: EditControls | null; children: ReactNode }) {
  return createElement(EditControlsContext.Provider, { value: controls }, children);
}

/** True while the CMS provides controls: pages then also show the empty fields an editor may fill. */
export function useEditMode(): boolean {
  return useContext(EditControlsContext) !== null;
}

/**
 * A named place in a public page where the CMS may put an edit control (ARCHITECTURE "In-page editing").
 * Without CMS it renders its children (or nothing); with CMS but no control for the name it logs
 * `Inject has failed for {name}` and renders its children. (The cms remote wraps each control in its own
 * error boundary, so a control that throws falls back to the children.)
 */
export function EditSlot<N extends EditSlotName>({ name, target, children }: EditControlProps<N>) {
  const controls = useContext(EditControlsContext);
  const Control = controls?.[name] as ComponentType<EditControlProps<N>> | undefined;
  useEffect(() => {
    if (controls && !Control) console.error(`Inject has failed for ${name}`);
  }, [controls, Control, name]);
  return Control ? createElement(Control, { name, target }, children) : createElement(Fragment, null, children);
}
