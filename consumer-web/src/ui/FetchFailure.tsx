import { Button } from './Button';
import './fetch-failure.css';

interface FetchFailureProps {
  /** §8's "There has been an issue fetching … Please try again later." for this read. */
  message: string;
  /** Asks for it again. */
  onRetry?: () => void;
  /** The page's own heading, when the read was the whole page. */
  heading?: boolean;
}

/** A read that failed, said where its content would have been (announced), with a button to ask again. */
export function FetchFailure({ message, onRetry, heading = false }: FetchFailureProps) {
  return (
    <div className="fetch-failure" role="alert">
      {heading ? <h1 className="fetch-failure__message fetch-failure__message--heading">{message}</h1> : <p className="fetch-failure__message">{message}</p>}
      {onRetry && (
        <Button type="button" variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
