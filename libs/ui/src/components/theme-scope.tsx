import { createContext, useContext, useState, type CSSProperties, type ReactNode } from 'react';

const ThemeContainer = createContext<HTMLElement | null>(null);

/** The element of the nearest ThemeScope: overlays portal into it so they keep the theme and tokens. */
export const useThemeContainer = (): HTMLElement | null => useContext(ThemeContainer);

export interface ThemeScopeProps {
  /** CSS custom properties (from @laurel/theme's `themeVariables(site)`), e.g. `{'--laurel-primary': '#123'}`. */
  variables?: Record<string, string>;
  /** Kiosk mode: no text selection, callouts or context menu. */
  touch?: boolean;
  dark?: boolean;
  className?: string;
  children: ReactNode;
}

/** Applies the site's theme variables and Laurel's design tokens to everything inside. */
export function ThemeScope({ variables, touch, dark, className, children }: ThemeScopeProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setElement}
      className={`ui-theme${className ? ` ${className}` : ''}`}
      data-touch={touch ? 'true' : undefined}
      data-dark={dark ? 'true' : undefined}
      style={variables as CSSProperties | undefined}
      onContextMenu={touch ? (e) => e.preventDefault() : undefined}
    >
      <ThemeContainer.Provider value={element}>{children}</ThemeContainer.Provider>
    </div>
  );
}
