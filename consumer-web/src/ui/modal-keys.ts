import type { KeyboardEvent } from 'react';
import './modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * A modal dialog's keys: Escape closes it, and Tab and Shift+Tab stay within it, since aria-modal promises that the
 * page behind is out of reach. Focus on the dialog itself (or a heading it focused) counts as before the first.
 */
export function onModalKeyDown(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement | null, close: () => void): void {
  if (event.key === 'Escape') {
    close();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (document.activeElement === first || !focusable.includes(document.activeElement as HTMLElement))) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
