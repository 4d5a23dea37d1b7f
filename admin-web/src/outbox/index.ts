import { OutboxList } from './OutboxList';

/** The outbox, for <Resource name="outbox" {...outbox} />. */
export const outbox = { list: OutboxList, options: { label: 'Outbox' } };
