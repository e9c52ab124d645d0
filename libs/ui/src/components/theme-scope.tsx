import type { CSSProperties, ReactNode } from 'react';

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
  return (
    <div
      className={`ui-theme${className ? ` ${className}` : ''}`}
      data-touch={touch ? 'true' : undefined}
      data-dark={dark ? 'true' : undefined}
      style={variables as CSSProperties | undefined}
      onContextMenu={touch ? (e) => e.preventDefault() : undefined}
    >
      {children}
    </div>
  );
}
