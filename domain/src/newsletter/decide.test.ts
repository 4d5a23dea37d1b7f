import { givenEvents } from '../events/given-when-then';
import type { SignUpToNewsletter } from './commands';
import { newsletterDecider } from './decide';

const signUp: SignUpToNewsletter = {
  type: 'SignUpToNewsletter',
  subscriptionId: 'sub-1',
  email: 'amy@example.co.uk',
  name: 'Amy',
  leaseTiming: '1-3-months',
  budget: '300',
};

describe('newsletter sign-up', () => {
  test('a first sign-up records the email, timing and budget', () => {
    expect(givenEvents(newsletterDecider, []).when(signUp).then()).toEqual([
      {
        type: 'NewsletterSignedUp',
        data: { subscriptionId: 'sub-1', email: 'amy@example.co.uk', name: 'Amy', leaseTiming: '1-3-months', budget: '300' },
      },
    ]);
  });

  test('signing up again changes nothing, even with other choices', () => {
    const history = givenEvents(newsletterDecider, []).when(signUp).then();
    expect(givenEvents(newsletterDecider, history).when({ ...signUp, budget: 'over-500' }).then()).toEqual([]);
  });
});
