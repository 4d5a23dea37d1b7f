import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from '../../app/routing/router';
import { MAX_QUERY_LENGTH } from '@lease/domain';
import { Button } from '../../ui/Button';

const EXAMPLES = {
  1: 'e.g. “electric SUV under £300 a month” or “7 seater, automatic, 6+47”',
  2: 'e.g. “LWB van with at least 1200kg payload” or “double cab pickup under £350”',
} as const;

/**
 * "Describe what you want" (docs/ai-search.md): the words go to the search page as ?ai=, which reads them and
 * shows how (the page keeps the address, so the described search can be shared or reloaded).
 */
export function AiSearchBox({ vehicleType = 1, onSearch }: { vehicleType?: 1 | 2; onSearch?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    onSearch?.();
    void navigate(`/${vehicleType === 2 ? 'van' : 'car'}-leasing/search?ai=${encodeURIComponent(words)}`);
  };
  return (
    <form className="ai-search" role="search" aria-label="AI-assisted search" onSubmit={submit}>
      <label htmlFor={id} className="ai-search__label">
        Describe what you want
      </label>
      <div className="ai-search__row">
        <input
          id={id}
          className="field__control ai-search__input"
          type="search"
          name="describe"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={EXAMPLES[vehicleType]}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={!text.trim()}>
          Search
        </Button>
      </div>
    </form>
  );
}
