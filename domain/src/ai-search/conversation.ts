import { z } from 'zod';
import { CommandRefused, type Decider } from '../events/decider';
import { defineEvent, type EventOf } from '../events/define-event';
import { FRAME_KEYS, type Frame } from './frame';
import { MAX_QUERY_LENGTH, MAX_TURNS } from './refine';

// Stream `aiconversation-<conversationId>`: one AI-assisted search conversation, a turn per event, so AI feedback
// and analysts can see what was asked, how it was read and what it found. The query is kept with email addresses
// and phone numbers taken out (redactQuery); nothing else personal is asked for.

export const AI_ENGINES = ['parser', 'model'] as const;

export const aiSearchTurnTaken = defineEvent({
  type: 'AiSearchTurnTaken',
  version: 1,
  description: 'A person described what they want (or refined it) in the AI-assisted search; how it was read and how many results it found.',
  schema: z.object({
    conversationId: z.uuid(),
    /** The signed-in person who owns the conversation; null for an anonymous visitor. */
    ownerUserId: z.string().max(100).nullable(),
    turn: z.number().int().min(1).max(MAX_TURNS),
    query: z.string().max(MAX_QUERY_LENGTH),
    /** Parameters the person removed by hand this turn (a chip taken away). */
    drop: z.array(z.enum(FRAME_KEYS as [string, ...string[]])),
    engine: z.enum(AI_ENGINES),
    searchParameters: z.record(z.string(), z.unknown()),
    readings: z.array(z.object({ words: z.string().max(MAX_QUERY_LENGTH), says: z.string().max(500), fields: z.array(z.string()) })).max(200),
    unread: z.array(z.string().max(MAX_QUERY_LENGTH)).max(500),
    fallback: z.boolean(),
    resultsTotal: z.number().int().min(0),
  }),
});

export type AiSearchEvent = EventOf<typeof aiSearchTurnTaken>;
export const aiSearchEvents = [aiSearchTurnTaken] as const;
export const aiConversationStream = (conversationId: string) => `aiconversation-${conversationId}`;

export interface AiConversationState {
  turns: number;
  ownerUserId: string | null;
  searchParameters: Frame;
  history: { query: string; turn: number }[];
}

export type TakeAiSearchTurn = { type: 'TakeAiSearchTurn' } & AiSearchEvent['data'];

/** Email addresses and phone numbers out of a query before it is read or kept. */
export function redactQuery(query: string): string {
  return query
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/(?<![\w£])(?:\+44\s?|0)(?:\d[\s-]?){9,10}(?!\w)/g, '[phone]');
}

export const aiConversationDecider: Decider<TakeAiSearchTurn, AiSearchEvent, AiConversationState> = {
  initialState: { turns: 0, ownerUserId: null, searchParameters: {}, history: [] },
  evolve: (state, event) => ({
    turns: event.data.turn,
    ownerUserId: event.data.ownerUserId,
    searchParameters: event.data.searchParameters as Frame,
    history: [...state.history, { query: event.data.query, turn: event.data.turn }],
  }),
  decide: (command, state) => {
    if (state.turns > 0 && state.ownerUserId !== null && state.ownerUserId !== command.ownerUserId)
      throw new CommandRefused('AI_CONVERSATION_NOT_FOUND', 'No such conversation. Leave conversationId out to start a new one.', 404);
    if (command.turn <= state.turns) return [];
    if (command.turn !== state.turns + 1) throw new CommandRefused('AI_CONVERSATION_MOVED_ON', 'This conversation has moved on since; send the turn that follows the last one.', 409);
    const { type: _type, ...data } = command;
    // An anonymous conversation stays the visitor's; one a signed-in person started stays theirs.
    return [{ type: 'AiSearchTurnTaken', data: { ...data, ownerUserId: state.turns > 0 ? state.ownerUserId : data.ownerUserId } }];
  },
};
