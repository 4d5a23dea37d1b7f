import { useEffect, useRef } from 'react';
import { Icon } from '../../ui/Icon';
import type { FeedbackSent } from './contact-call';

/** In place of the form once it is sent: the reference to quote, focused so a screen reader reads it out. */
export function ContactSent({ reference, message }: FeedbackSent) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-sent">
      <Icon name="check" className="contact-sent__icon" />
      <div>
        <h2 ref={heading} tabIndex={-1}>
          Message sent
        </h2>
        <p>
          Your reference is <strong>{reference}</strong>.
        </p>
        <p>{message}</p>
      </div>
    </div>
  );
}
