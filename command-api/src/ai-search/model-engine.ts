import { frameToNamedFrame, namedFrameToFrame, readAiQuery, searchParamsSchema, tidyFrame, type AiReading, type Frame, type FrameKey, type Matcher } from '@lease/domain';
import { z } from 'zod';

// The optional model behind the AI-assisted search (docs/ai-search.md, "Optional model"): any OpenAI-compatible
// chat-completions endpoint. It is never obeyed blindly. Its answer must be JSON of the shape below; every name goes
// through the catalogue's allow-list (namedFrameToFrame), every value through the search schema, and a parameter
// whose words are not in the query is refused as invented. When the model is slow, unreachable, malformed or left
// with nothing, the parser answers instead and the reply says why.

export interface ModelSettings {
  url: string;
  model: string;
  key?: string;
  timeoutMs: number;
}

export interface EngineAnswer extends AiReading {
  engine: 'parser' | 'model';
  /** What the guard refused or why the model was not used; empty when the model's answer stood whole. */
  corrections: string[];
}

const answerSchema = z.object({
  searchParameters: z.record(z.string(), z.unknown()),
  readings: z.array(z.object({ words: z.string(), says: z.string(), fields: z.array(z.string()) })).max(100),
  unread: z.array(z.string()).max(200).default([]),
});

const INSTRUCTIONS = `You read what a UK car or van lease shopper typed into search parameters.
Answer with JSON only: {"searchParameters": {...}, "readings": [{"words": "<the exact words from the query>", "says": "<what you read>", "fields": ["<parameter names>"]}], "unread": ["<words you could not use>"]}.
searchParameters is the WHOLE search after this message, starting from "previous" (keep what the message does not change).
Use names, not ids: manufacturers ["BMW"], ranges ["BMW 3 Series"], bodyStyles ["SUV"], fuelTypes ["Electric"], transmissionTypes ["Automatic"],
driveTypes ["Four Wheel Drive"], vehicleTypes ["car"|"van"], leaseTypes ["personal"|"business"], vehiclePriceTags ["Hot deal"], vehicleTags ["Family"], spec ["Sat nav"];
numbers for monthlyPaymentMin/Max and initialPaymentMin/Max (pounds), terms (months), mileages (miles a year), seats, doors, initialPaymentInMonths,
payloadMin/Max (kg), loadLengthMin/Max (mm), bootSpace (litres), electricRange (miles); sortBy 1 best deal, 2 cheapest.
Never set a parameter the words do not ask for.`;

/** Ask the model; undefined (with the reason) when its answer cannot be used at all. */
async function askModel(settings: ModelSettings, matcher: Matcher, query: string, previous: Frame): Promise<{ answer?: z.infer<typeof answerSchema>; problem?: string }> {
  let response: Response;
  try {
    response = await fetch(`${settings.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: JSON.stringify({ previous: frameToNamedFrame(previous, matcher.vocabulary), query }) },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return { problem: (error as Error).name === 'TimeoutError' ? `the model did not answer within ${settings.timeoutMs} ms` : 'the model could not be reached' };
  }
  if (!response.ok) return { problem: `the model answered HTTP ${response.status}` };
  try {
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { problem: 'the model sent no message' };
    const parsed = answerSchema.safeParse(JSON.parse(content));
    return parsed.success ? { answer: parsed.data } : { problem: 'the model answered in the wrong shape' };
  } catch {
    return { problem: 'the model answered with something that is not JSON' };
  }
}

/**
 * The model's answer through the guard: names on the allow-list, values valid under the search schema, and only
 * parameters the query's own words were read for (or that the conversation already held). Everything else is
 * refused and said.
 */
export function guardModelAnswer(matcher: Matcher, query: string, previous: Frame, answer: z.infer<typeof answerSchema>): { reading: AiReading; corrections: string[] } {
  const corrections: string[] = [];
  const { frame, refused } = namedFrameToFrame(answer.searchParameters as Record<FrameKey, unknown>, matcher.vocabulary);
  corrections.push(...refused);
  const lowerQuery = query.toLowerCase();
  const readings = answer.readings.filter((reading) => {
    const found = reading.words.trim() !== '' && lowerQuery.includes(reading.words.trim().toLowerCase());
    if (!found) corrections.push(`"${reading.words}" is not in the query`);
    return found;
  });
  const grounded = new Set(readings.flatMap((reading) => reading.fields));
  const guarded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(frame)) {
    const unchanged = JSON.stringify((previous as Record<string, unknown>)[key]) === JSON.stringify(value);
    if (!unchanged && !grounded.has(key)) {
      corrections.push(`${key}: no words in the query asked for it`);
      continue;
    }
    const checked = searchParamsSchema.shape[key as FrameKey].safeParse(value);
    if (!checked.success) {
      corrections.push(`${key}: ${checked.error.issues[0]?.message ?? 'not valid'}`);
      continue;
    }
    guarded[key] = value;
  }
  return {
    reading: {
      searchParameters: tidyFrame(guarded as Frame),
      readings: readings.map((reading) => ({ words: reading.words, says: reading.says.slice(0, 200), fields: reading.fields.filter((field) => field in guarded) as FrameKey[] })),
      unread: answer.unread.map(String).slice(0, 50),
      fallback: false,
    },
    corrections,
  };
}

/** Read a turn with the model when one is configured and usable, else with the parser. */
export async function readWithEngine(settings: ModelSettings | undefined, matcher: Matcher, query: string, previous: Frame): Promise<EngineAnswer> {
  const parser = (corrections: string[]): EngineAnswer => ({ ...readAiQuery(matcher, query, previous), engine: 'parser', corrections });
  if (!settings) return parser([]);
  const { answer, problem } = await askModel(settings, matcher, query, previous);
  if (!answer) return parser([`${problem}; the built-in reader answered`]);
  const { reading, corrections } = guardModelAnswer(matcher, query, previous, answer);
  if (reading.readings.length === 0 && Object.keys(reading.searchParameters).length === 0) return parser([...corrections, 'nothing of the model’s answer could be used; the built-in reader answered']);
  return { ...reading, engine: 'model', corrections };
}
