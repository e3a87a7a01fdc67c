import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'ghost' | 'link';
export type ButtonSize = 's' | 'm' | 'l';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'm', block = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode };

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** A link that looks like a button (navigation must stay a link for middle-click and a11y). */
export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
