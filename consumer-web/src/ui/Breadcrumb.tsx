import { Link } from './Link';

/** Where a page sits: linked steps, then the page itself (marked current, not linked). */
export function Breadcrumb({ steps, current }: { steps: ReadonlyArray<{ to: string; label: string }>; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {steps.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
