import { CommandRefused, type Decider } from '../events/decider';
import type { NewsletterIssueInput } from './commands';
import type { NewsletterIssueEvent } from './events';

export interface NewsletterIssueState {
  published: NewsletterIssueInput | null;
}

/**
 * One stream per mailing. Publishing the same words again is a retry and appends nothing; other words under an
 * id already used are refused, so a mailing's id always names what its subscribers were sent.
 */
export const newsletterIssueDecider: Decider<{ type: 'PublishNewsletterIssue' } & NewsletterIssueInput, NewsletterIssueEvent, NewsletterIssueState> = {
  initialState: { published: null },
  evolve: (_state, event) => ({ published: event.data }),
  decide: ({ issueId, subject, text }, state) => {
    if (state.published === null) return [{ type: 'NewsletterIssuePublished', data: { issueId, subject, text } }];
    if (state.published.subject === subject && state.published.text === text) return [];
    throw new CommandRefused('NEWSLETTER_ISSUE_EXISTS', `A different mailing was already sent as ${issueId}.`, 409);
  },
};

export const newsletterStream = (subscriptionId: string) => `newsletter-${subscriptionId}`;
export const newsletterIssueStream = (issueId: string) => `newsletterissue-${issueId}`;
