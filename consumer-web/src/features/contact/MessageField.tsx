import type { ChangeEvent } from 'react';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@lease/domain';
import { describedBy } from '../../ui/field-parts';
import { FieldShell } from '../../ui/FieldShell';
import { formatCount } from '../../ui/format';

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** What is left of the message's limit, counted as the API counts it (UTF-16 code units). */
export function charactersLeft(length: number): string {
  const left = FEEDBACK_MESSAGE_MAX_LENGTH - length;
  return left >= 0 ? `${plural(left, 'character')} left` : `${plural(-left, 'character')} too many`;
}

interface MessageFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string;
}

/**
 * The message box with its count. No maxLength: a pasted text that runs over is kept whole, so the person can
 * shorten it themselves, and the count says by how much.
 */
export function MessageField({ id, value, onChange, error }: MessageFieldProps) {
  const countId = `${id}-count`;
  const over = value.length > FEEDBACK_MESSAGE_MAX_LENGTH;
  const { 'aria-describedby': errorId, ...invalid } = describedBy(id, undefined, error);
  return (
    <FieldShell id={id} label="Message" error={error}>
      <textarea
        id={id}
        className="field__control contact-form__message"
        rows={7}
        required
        value={value}
        onChange={onChange}
        aria-describedby={[countId, errorId].filter(Boolean).join(' ')}
        {...invalid}
      />
      <p id={countId} className={over ? 'field__hint contact-form__count contact-form__count--over' : 'field__hint contact-form__count'}>
        {charactersLeft(value.length)}
      </p>
    </FieldShell>
  );
}
