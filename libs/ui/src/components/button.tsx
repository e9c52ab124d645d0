import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'danger': a destructive action (Delete, Remove), said in its label too. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'lg' | 'xl';
  icon?: ReactNode;
}

/** A button at least one touch target tall, with a visible press state and focus ring. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`ui-button ui-button--${variant} ui-button--${size}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      {icon ? (
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name (the icon itself is decorative). */
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'glass';
}

/** A square touch-sized button holding an icon; its name comes from `label`. */
export function IconButton({
  label,
  variant = 'secondary',
  className,
  children,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`ui-icon-button ui-button--${variant}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
