import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';

/** What an edit control receives: the slot's name and the thing it edits. */
export interface EditControlProps {
  name: string;
  target: unknown;
}
export type EditControls = Record<string, ComponentType<EditControlProps>>;

const EditControlsContext = createContext<EditControls | null>(null);

/**
 * Provided by the shell only when CMS mode is effectively on, with the controls the `cms` remote
 * registered. Visitors and kiosks never have it, so every slot renders nothing.
 */
export function EditControlsProvider({ controls, children }: { controls: EditControls; children: ReactNode }) {
  return <EditControlsContext.Provider value={controls}>{children}</EditControlsContext.Provider>;
}

/**
 * A named place in a public page where the CMS may inject an edit control (ARCHITECTURE "In-page
 * editing"). Renders nothing by itself; logs `Inject has failed for {name}` when CMS controls are
 * present but none is registered for this name.
 */
export function EditSlot({ name, target }: EditControlProps) {
  const controls = useContext(EditControlsContext);
  const Control = controls?.[name];
  useEffect(() => {
    if (controls && !Control) console.error(`Inject has failed for ${name}`);
  }, [controls, Control, name]);
  return Control ? <Control name={name} target={target} /> : null;
}
