import { seedHandmadeCatalogue } from '../../../test-support/catalogue-fixtures';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { startHttpReceiver, type HttpReceiver, type Reply } from '../../../test-support/http-receiver';
import { caughtUp } from '../../../test-support/leads';

// The optional model, played by a real HTTP server answering as an OpenAI-compatible endpoint would: well, with
// invented makes and filters, with something that is not JSON, too slowly, or not at all. The hand-made catalogue
// holds Volkswagen (make 1: Golf, ID.3) and Ford (make 2: Transit Custom).

const completion = (content: unknown): Reply => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }] } });

describe('the AI search with a model configured', () => {
  let api: TestApi;
  let model: HttpReceiver;
  let position: string;

  beforeAll(async () => {
    model = await startHttpReceiver();
    api = await createTestApi({ env: { AI_MODEL_URL: `${model.url}/v1`, AI_MODEL_NAME: 'test-model', AI_MODEL_KEY: 'sk-test-key', AI_MODEL_TIMEOUT_MS: '300' } });
    position = await seedHandmadeCatalogue(api.store);
    // The catalogue holds the seed before the first question. The route waits only 2 s for it, then answers from the
    // catalogue as it is: in one loaded CI run that was before Volkswagen was in it.
    await caughtUp(api, position);
  });
  afterAll(async () => {
    await api.cleanup();
    await model.stop();
  });

  const ask = async (query: string, conversationId?: string) =>
    (await api.app.inject({ url: `/search/ai?${new URLSearchParams({ query, consistentWith: position, ...(conversationId ? { conversationId } : {}) })}` })).json();

  test("a good answer is used, and the model is told the conversation so far in the catalogue's names", async () => {
    model.setResponder(() =>
      completion({
        searchParameters: { manufacturers: ['Volkswagen'], fuelTypes: ['Electric'] },
        readings: [
          { words: 'dub', says: 'make: Volkswagen', fields: ['manufacturers'] },
          { words: 'battery', says: 'fuel: Electric', fields: ['fuelTypes'] },
        ],
        unread: [],
      }),
    );
    const first = await ask('a battery dub');
    expect(first).toMatchObject({ engine: 'model', corrections: [], searchParameters: { manufacturers: [1], fuelTypes: [5] } });
    expect(first.results.map((item: { vehicleId: number }) => item.vehicleId)).toEqual([102]);
    await ask('cheaper', first.conversationId);
    const sent = model.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    const body = sent.json as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('test-model');
    expect(JSON.parse(body.messages[1]!.content)).toEqual({ previous: { manufacturers: ['Volkswagen'], fuelTypes: ['Electric'] }, query: 'cheaper' });
  });

  test('an invented make, an invented filter and words not in the query are refused, never obeyed', async () => {
    model.setResponder(() =>
      completion({
        searchParameters: { manufacturers: ['Tesla'], fuelTypes: ['Electric'], seats: [7], spaceship: true, sortBy: 9 },
        readings: [
          { words: 'tesla', says: 'make: Tesla', fields: ['manufacturers'] },
          { words: 'electric', says: 'fuel: Electric', fields: ['fuelTypes'] },
          { words: 'seven seats', says: 'seats: 7', fields: ['seats'] },
          { words: 'cheap', says: 'sort', fields: ['sortBy'] },
        ],
      }),
    );
    const answer = await ask('electric tesla, cheap');
    expect(answer.engine).toBe('model');
    expect(answer.searchParameters).toEqual({ fuelTypes: [5] });
    expect(answer.corrections).toEqual(
      expect.arrayContaining(['manufacturers: no Tesla in the catalogue', 'spaceship: not a search parameter', '"seven seats" is not in the query', 'seats: no words in the query asked for it', 'sortBy: sortBy is 1, 2, 3 or 4']),
    );
  });

  test.each([
    ['not JSON', () => completion('Sure! Here are some great cars for you.'), 'the model answered with something that is not JSON; the built-in reader answered'],
    ['the wrong shape', () => completion({ cars: ['Golf'] }), 'the model answered in the wrong shape; the built-in reader answered'],
    ['an error', () => ({ status: 503, body: 'overloaded' }), 'the model answered HTTP 503; the built-in reader answered'],
    ['too slowly', () => new Promise<Reply>((resolve) => setTimeout(() => resolve(completion({ searchParameters: {}, readings: [] })), 1500)), 'the model did not answer within 300 ms; the built-in reader answered'],
  ])('a model that answers with %s is replaced by the built-in reader, which says why', async (_what, respond, said) => {
    model.setResponder(respond);
    const answer = await ask('electric golf under £400 a month');
    expect(answer).toMatchObject({ engine: 'parser', corrections: [said], searchParameters: { manufacturers: [1], ranges: [10], fuelTypes: [5], monthlyPaymentMax: 400 } });
  });
});
