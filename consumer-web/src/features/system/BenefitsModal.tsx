import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { onModalKeyDown } from '../../ui/modal-keys';
import { authModalOpened } from '../user/user-slice';
import { benefitsModalClosed } from './system-slice';
import '../../ui/controls.css';
import './benefits-modal.css';

const BENEFITS = [
  ['Price alerts', 'We email you when a deal you’re watching drops in price, so you catch the Loco ones.'],
  ['Saved searches', 'Keep a search and hear when new deals match it.'],
  ['Your garage', 'Deals you save follow you from phone to laptop.'],
  ['Rewards', 'Lease through a deal you found here, or refer a friend, and claim a reward.'],
] as const;

/**
 * The benefits of a free account, shown once on a Loco Day to a signed-out visitor (features/system/loco-day-saga.ts).
 * Signing up goes on to the sign-up steps; closing it in any way is final.
 */
export function BenefitsModal() {
  const dispatch = useAppDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => dispatch(benefitsModalClosed());
  const signUp = () => {
    dispatch(benefitsModalClosed());
    dispatch(authModalOpened());
  };

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => returnTo?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => onModalKeyDown(event, dialog.current, close);

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="benefits-modal-heading" className="modal benefits-modal" tabIndex={-1} onKeyDown={onKeyDown}>
        <button type="button" className="modal__close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id="benefits-modal-heading">It’s Loco Day: make the most of it with a free account</h2>
        <ul className="benefits-modal__list">
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ul>
        <div className="form-actions">
          <Button type="button" variant="accent" onClick={signUp}>
            Create my free account
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            Not now
          </Button>
        </div>
      </div>
    </div>
  );
}
