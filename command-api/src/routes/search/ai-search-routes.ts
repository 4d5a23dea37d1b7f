import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiConversationDecider,
  asList,
  aiConversationStream,
  FRAME_KEYS,
  frameToSearchParams,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_TURNS,
  reasoningSummary,
  redactQuery,
  tidyFrame,
  type AiSearchEvent,
  type Frame,
  type FrameKey,
} from '@lease/domain';
import { matcherFor } from '../../ai-search/matcher-cache';
import { readWithEngine, type EngineAnswer, type ModelSettings } from '../../ai-search/model-engine';
import { authenticate } from '../../auth/authenticate';
import { handleCommand, loadState } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { runSearch } from './search-routes';

// GET /search/ai (spec §7: query, token, conversationId; docs/ai-search.md). Each turn reads the words into
// /search/v2's parameters, refines the conversation's, runs that search and appends AiSearchTurnTaken. A client
// that sends `turn` (the turn this request makes) can retry safely: a turn already taken is answered again as it
// was, never applied twice (a retried "cheaper" must not halve the budget twice).

const querystring = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, { error: `query is at most ${MAX_QUERY_LENGTH} characters` }).optional(),
  conversationId: z.uuid({ error: 'conversationId is the id a previous answer gave' }).optional(),
  turn: z.coerce.number({ error: `turn is a whole number from 1 to ${MAX_TURNS}` }).int({ error: `turn is a whole number from 1 to ${MAX_TURNS}` }).min(1, { error: `turn is a whole number from 1 to ${MAX_TURNS}` }).optional(),
  drop: z.preprocess(asList, z.array(z.enum(FRAME_KEYS as [FrameKey, ...FrameKey[]], { error: 'drop names search parameters to remove' })).max(FRAME_KEYS.length)),
  token: z.string().max(8192).optional(),
  page: z.coerce.number({ error: 'page is a whole number from 1' }).int({ error: 'page is a whole number from 1' }).min(1, { error: 'page is a whole number from 1' }).max(10_000).default(1),
  pageSize: z.coerce.number({ error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` }).int().min(1).max(MAX_PAGE_SIZE, { error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` }).optional(),
}).extend(consistentWithQuery.shape);

const invalid = (field: string, message: string) => new ApiError(400, { type: 'validation', code: 'VALIDATION_FAILED', message: 'Some querystring fields are not valid', errors: { [field]: message } });
const noConversation = () => new ApiError(404, { type: 'notfound', code: 'AI_CONVERSATION_NOT_FOUND', message: 'No such conversation. Leave conversationId out to start a new one.' });

function modelSettings(deps: AppDeps): ModelSettings | undefined {
  const { AI_MODEL_URL, AI_MODEL_NAME, AI_MODEL_KEY, AI_MODEL_TIMEOUT_MS } = deps.config;
  return AI_MODEL_URL ? { url: AI_MODEL_URL, model: AI_MODEL_NAME, key: AI_MODEL_KEY, timeoutMs: AI_MODEL_TIMEOUT_MS } : undefined;
}

/** The signed-in person when the request carries a token (a bad one is a 401); null for an anonymous visitor. */
async function optionalUser(deps: AppDeps, request: FastifyRequest): Promise<string | null> {
  const carriesToken = Boolean(request.headers.authorization) || Boolean((request.query as { token?: string }).token);
  return carriesToken ? (await authenticate(deps, request)).userId : null;
}

export const aiSearchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search/ai',
      {
        // Every turn appends to the log.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['search'],
          summary: 'Describe the vehicle in your own words: the first page of results, how the words were read, and a conversation to refine it.',
          querystring,
        },
      },
      async (request, reply) => {
        const { conversationId: given, turn: askedTurn, drop, page, pageSize, consistentWith } = request.query;
        const query = redactQuery((request.query.query ?? '').trim());
        if (!query && drop.length === 0) throw invalid('query', 'Describe what you are looking for, in a few words');
        const userId = await optionalUser(deps, request);
        await awaitConsistency(deps.orm, reply, ['catalogue'], consistentWith);
        const conversationId = given ?? randomUUID();
        const stream = aiConversationStream(conversationId);
        const loaded = await loadState(deps.store, stream, aiConversationDecider);
        const { state } = loaded;
        if (state.turns > 0 && state.ownerUserId !== null && state.ownerUserId !== userId) throw noConversation();
        // A conversation id the client chose may start a conversation (so its first turn can be retried too).
        if (given && state.turns === 0 && askedTurn !== undefined && askedTurn !== 1) throw noConversation();
        if (given && state.turns === 0 && askedTurn === undefined) throw noConversation();
        const turn = askedTurn ?? state.turns + 1;
        if (turn > MAX_TURNS) throw invalid('turn', `A conversation holds at most ${MAX_TURNS} turns; leave conversationId out to start a new one`);

        const taken = (loaded.events as AiSearchEvent[]).find((event) => event.data.turn === turn);
        if (taken) {
          if (taken.data.query !== query || taken.data.drop.join() !== drop.join()) {
            throw new ApiError(409, { type: 'conflict', code: 'AI_CONVERSATION_MOVED_ON', message: `Turn ${turn} of this conversation was something else; send turn ${state.turns + 1}` });
          }
          const answer: EngineAnswer = { ...taken.data, searchParameters: taken.data.searchParameters as Frame, readings: taken.data.readings as EngineAnswer['readings'], corrections: [] };
          return respond(answer, turn, state.history.filter((item) => item.turn <= turn), await search(answer));
        }
        if (turn !== state.turns + 1) throw new ApiError(409, { type: 'conflict', code: 'AI_CONVERSATION_MOVED_ON', message: `This conversation is at turn ${state.turns}; send turn ${state.turns + 1}` });

        const previous: Frame = { ...state.searchParameters };
        for (const key of drop) delete previous[key];
        const matcher = await matcherFor(deps.orm);
        const answer: EngineAnswer = query
          ? await readWithEngine(modelSettings(deps), matcher, query, tidyFrame(previous))
          : { searchParameters: tidyFrame(previous), readings: [], unread: [], fallback: false, engine: 'parser', corrections: [] };
        const results = await search(answer);
        const now = deps.clock();
        await handleCommand(deps.store, {
          stream,
          decider: aiConversationDecider,
          command: {
            type: 'TakeAiSearchTurn',
            conversationId,
            ownerUserId: userId,
            turn,
            query,
            drop,
            engine: answer.engine,
            searchParameters: answer.searchParameters as Record<string, unknown>,
            readings: answer.readings,
            unread: answer.unread,
            fallback: answer.fallback,
            resultsTotal: results.resultsTotal,
          },
          metadata: requestMetadata(request, deps.config.version, now),
          now,
        });
        return respond(answer, turn, [...state.history, { query, turn }], results);

        function search(answer: EngineAnswer) {
          return runSearch(deps, frameToSearchParams(answer.searchParameters, { page, ...(pageSize ? { pageSize } : {}) }));
        }

        function respond(answer: EngineAnswer, turnNumber: number, history: { query: string; turn: number }[], results: Awaited<ReturnType<typeof search>>) {
          const summary = reasoningSummary(answer);
          return {
            ...results,
            conversationId,
            turn: turnNumber,
            searchParameters: answer.searchParameters,
            reasoningSummary: summary,
            readings: answer.readings,
            unread: answer.unread,
            fallback: answer.fallback,
            engine: answer.engine,
            corrections: answer.corrections,
            aiInteractionDetails: { conversationId, userQuery: query, reasoningSummary: summary, turn: turnNumber, history },
          };
        }
      },
    );
  };
