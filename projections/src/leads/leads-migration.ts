import type { Migration } from '@lease/event-store';

/**
 * Leads, enquiries and the outbox of messages they cause. Personal fields stay sealed here as in the log: they
 * are opened with the person's key when read, so erasing a person shows as erased everywhere at once, and a
 * rebuild cannot bring anything back.
 */
export const leadsMigration: Migration = {
  id: '011-leads-enquiries-outbox',
  sql: `
    CREATE TABLE leads (
      lead_reference text PRIMARY KEY,
      kind text NOT NULL,
      person_id text NOT NULL,
      deal_id bigint,
      deal jsonb,
      details jsonb,
      contact jsonb NOT NULL,
      tracking jsonb NOT NULL,
      status text NOT NULL,
      requested_at timestamptz NOT NULL,
      codes_sent integer NOT NULL DEFAULT 0,
      failed_attempts integer NOT NULL DEFAULT 0,
      verified_at timestamptz,
      enquiry_reference text,
      marketing_email boolean,
      marketing_sms boolean,
      forwarded_to text
    );
    -- For staff and analysts: leads by state and age.
    CREATE INDEX leads_by_status ON leads (status, requested_at);

    -- Enquiries a supplier receives: a signed-in person's enquiry, or a verified call-back lead.
    CREATE TABLE enquiries (
      enquiry_reference text PRIMARY KEY,
      source text NOT NULL,
      lead_reference text,
      user_id text,
      person_id text NOT NULL,
      deal_id bigint NOT NULL,
      supplier_id integer NOT NULL,
      deal jsonb NOT NULL,
      contact jsonb NOT NULL,
      sent_at timestamptz NOT NULL,
      removed_at timestamptz,
      supplier_status text NOT NULL DEFAULT 'pending',
      delivered_at timestamptz,
      delivery_attempts integer NOT NULL DEFAULT 0,
      last_delivery_error text
    );
    CREATE INDEX enquiries_by_user ON enquiries (user_id, sent_at DESC) WHERE removed_at IS NULL;

    -- Every message owed to a person, a supplier or the leads service. The delivery worker claims due rows,
    -- sends, records the outcome as an event and updates the row; the projector applies the same outcome from
    -- the log, so a rebuilt outbox knows what was already sent.
    CREATE TABLE notification_outbox (
      message_id text PRIMARY KEY,
      kind text NOT NULL,
      channel text NOT NULL,
      source_reference text NOT NULL,
      person_id text,
      -- Sealed address (email or phone) for a person; null for webhooks, whose target is resolved when sent.
      recipient text,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      held_reason text,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      claimed_until timestamptz,
      last_error text,
      created_at timestamptz NOT NULL,
      delivered_at timestamptz
    );
    CREATE INDEX notification_outbox_due ON notification_outbox (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX notification_outbox_by_source ON notification_outbox (source_reference);
  `,
};

/**
 * Issue 15: a failed delivery is recorded as a classified code, not the peer's words, which quoted addresses and
 * numbers. The rows written before kept those words; they now say what a rebuild through the upcaster says.
 */
export const deliveryErrorCodesMigration: Migration = {
  id: '031-delivery-error-codes',
  sql: `
    UPDATE notification_outbox SET last_error = 'unclassified' WHERE last_error IS NOT NULL;
    UPDATE enquiries SET last_delivery_error = 'unclassified' WHERE last_delivery_error IS NOT NULL;
  `,
};
