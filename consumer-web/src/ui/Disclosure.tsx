import { useState, type ReactNode } from 'react';

/**
 * A <details> whose content is rendered only once it has been opened: a folded panel of a hundred filter
 * controls costs a phone's first render nothing until the visitor asks for it.
 */
export function Disclosure({ summary, className, initiallyOpen = false, children }: { summary: ReactNode; className?: string; initiallyOpen?: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <details className={className} open={initiallyOpen} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}
