import type { MikroORM } from '@mikro-orm/postgresql';
import type { DealSnapshot } from '@lease/domain';
import { ERASED, type PersonVault } from '../personal-data/person-vault';
import { query } from '../runner/sql';

export interface EnquiryListItem {
  enquiryReference: string;
  source: string;
  sentAt: Date;
  deal: DealSnapshot;
  supplierStatus: string;
  deliveredAt: Date | null;
}

/** A person's enquiries, newest first, without those they removed; one query for the page and the count. */
export async function listEnquiries(orm: MikroORM, userId: string, page: number, pageSize: number): Promise<{ items: EnquiryListItem[]; total: number }> {
  const rows = await query<{
    enquiry_reference: string;
    source: string;
    sent_at: Date;
    deal: DealSnapshot;
    supplier_status: string;
    delivered_at: Date | null;
    total: string;
  }>(
    orm.em.fork(),
    `SELECT enquiry_reference, source, sent_at, deal, supplier_status, delivered_at, count(*) OVER () AS total
     FROM enquiries WHERE user_id = ? AND removed_at IS NULL
     ORDER BY sent_at DESC, enquiry_reference LIMIT ? OFFSET ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const total = rows[0] ? Number(rows[0].total) : await countEnquiries(orm, userId);
  return {
    items: rows.map((row) => ({
      enquiryReference: row.enquiry_reference,
      source: row.source,
      sentAt: new Date(row.sent_at),
      deal: row.deal,
      supplierStatus: row.supplier_status,
      deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
    })),
    total,
  };
}

async function countEnquiries(orm: MikroORM, userId: string): Promise<number> {
  const [row] = await query<{ n: string }>(orm.em.fork(), 'SELECT count(*) AS n FROM enquiries WHERE user_id = ? AND removed_at IS NULL', [userId]);
  return Number(row?.n ?? 0);
}

export interface LeadSummary {
  leadReference: string;
  kind: string;
  status: string;
  codesSent: number;
  failedAttempts: number;
  enquiryReference: string | null;
}

export async function findLead(orm: MikroORM, leadReference: string): Promise<LeadSummary | null> {
  const [row] = await query<{ lead_reference: string; kind: string; status: string; codes_sent: number; failed_attempts: number; enquiry_reference: string | null }>(
    orm.em.fork(),
    'SELECT lead_reference, kind, status, codes_sent, failed_attempts, enquiry_reference FROM leads WHERE lead_reference = ?',
    [leadReference],
  );
  return row
    ? { leadReference: row.lead_reference, kind: row.kind, status: row.status, codesSent: row.codes_sent, failedAttempts: row.failed_attempts, enquiryReference: row.enquiry_reference }
    : null;
}

export interface LeadContact {
  leadReference: string;
  status: string;
  contact: Record<string, string>;
  /** Campaign parameters, click ids and the visitor key, opened like the contact. */
  tracking: Record<string, string>;
}

/**
 * A lead with its contact and tracking opened for staff. An erased person's fields read as erased: the rows still
 * hold the sealed values, but the key that opens them is gone, and a rebuild copies the same sealed values back.
 * Tracking from a version-1 lead is clear in the row (as in the log) and is shown as erased all the same.
 */
export async function leadWithContact(orm: MikroORM, vault: PersonVault, leadReference: string): Promise<LeadContact | null> {
  const [row] = await query<{ lead_reference: string; status: string; person_id: string; contact: Record<string, string>; tracking: Record<string, string> }>(
    orm.em.fork(),
    'SELECT lead_reference, status, person_id, contact, tracking FROM leads WHERE lead_reference = ?',
    [leadReference],
  );
  if (!row) return null;
  const [contact, tracking] = await vault.openMany([
    { personId: row.person_id, fields: row.contact },
    { personId: row.person_id, fields: row.tracking },
  ]);
  return { leadReference: row.lead_reference, status: row.status, contact: contact ?? erased(row.contact), tracking: tracking ?? erased(row.tracking) };
}

const erased = (fields: Record<string, string>) => Object.fromEntries(Object.keys(fields).map((field) => [field, ERASED]));
