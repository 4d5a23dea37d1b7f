import {
  newsletterDecider,
  newsletterIssueDecider,
  newsletterIssueInput,
  newsletterIssueStream,
  newsletterStream,
  type EventMetadata,
} from '@lease/domain';
import { comparePositions, parsePosition } from '@lease/event-store';
import { activeNewsletterSubscriptionIds, waitForProjections } from '@lease/projections';
import { handleCommand } from '../commands/handle-command';
import type { AppDeps } from '../deps';

/** How long a mailing waits for the subscriber list to include the log's latest confirmations and unsubscribes. */
const LIST_WAIT_MS = 5000;

/**
 * Sends one mailing to every confirmed subscriber: the words are published once, then each subscriber's stream
 * is told to mail it. The subscriber's decider, not the list, decides: someone who never confirmed, or who has
 * unsubscribed meanwhile, is sent nothing, and nobody gets the same mailing twice, so a failed run is simply run
 * again. Each message carries its subscriber's unsubscribe link (delivery/newsletter-messages.ts).
 */
export async function sendNewsletterIssue(deps: AppDeps, input: unknown, actor = 'system'): Promise<{ issueId: string; mailed: number }> {
  const issue = newsletterIssueInput.parse(input);
  const now = deps.clock();
  const metadata: Omit<EventMetadata, 'schemaVersion'> = {
    correlationId: `newsletter-issue:${issue.issueId}`,
    causationId: `newsletter-issue:${issue.issueId}`,
    actor,
    occurredAt: now.toISOString(),
    source: { app: 'command-api', version: deps.config.version },
  };
  const published = await handleCommand(deps.store, {
    stream: newsletterIssueStream(issue.issueId),
    decider: newsletterIssueDecider,
    command: { type: 'PublishNewsletterIssue', ...issue },
    metadata,
    now,
  });
  // The sender reads the words from the read model; and a list as fresh as the log misses nobody who just confirmed.
  // The issue's own position is waited for as well as the head: the head stops below any transaction still open on
  // the server, so it can lag a confirmation that was answered before this mailing was asked for.
  const written = published.position ? parsePosition(published.position) : null;
  const head = await deps.store.headPosition();
  const target = written && (!head || comparePositions(written, head) > 0) ? written : head;
  if (target) await waitForProjections(deps.orm, ['newsletter'], target, LIST_WAIT_MS);
  let mailed = 0;
  for (const subscriptionId of await activeNewsletterSubscriptionIds(deps.orm)) {
    const result = await handleCommand(deps.store, {
      stream: newsletterStream(subscriptionId),
      decider: newsletterDecider,
      command: { type: 'MailNewsletterIssue', issueId: issue.issueId },
      metadata,
      now,
    });
    mailed += result.events.length;
  }
  return { issueId: issue.issueId, mailed };
}
