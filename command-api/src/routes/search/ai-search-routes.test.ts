import { aiConversationStream } from '@lease/domain';
import { signedUpUser } from '../../../../test-support/accounts';
import { readModelsSettled } from '../../../../test-support/alerts';
import { AT, handmadeCatalogueApi, testEvent, testFeed, testOffer, testVehicle } from '../../../../test-support/catalogue-fixtures';

// The hand-made catalogue: a petrol manual Volkswagen Golf, an electric automatic Volkswagen ID.3 and a diesel
// Ford Transit Custom van.

describe('GET /search/ai', () => {
  const context = handmadeCatalogueApi();
  const ask = (params: Record<string, string | number>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    context.api.app.inject({ remoteAddress, url: `/search/ai?${new URLSearchParams({ consistentWith: context.position, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })}`, headers });
  const vehicles = (body: { results: { vehicleId: number }[] }) => [...new Set(body.results.map((item) => item.vehicleId))].sort();
  const turnsLogged = async (conversationId: string) => (await context.api.store.readStream(aiConversationStream(conversationId))).map((event) => event.data as { turn: number; query: string; resultsTotal: number });

  test('reads the words into search parameters, says how, and answers the search they make', async () => {
    const answer = await ask({ query: 'electric hatchback under £400 a month' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.searchParameters).toEqual({ bodyStyles: [1], fuelTypes: [5], monthlyPaymentMax: 400 });
    expect(vehicles(body)).toEqual([102]);
    expect(body.reasoningSummary).toContain("'under £400 a month' -> monthly budget up to £400");
    expect(body.readings.map((reading: { words: string }) => reading.words)).toEqual(['electric', 'hatchback', 'under £400 a month']);
    expect(body.aiInteractionDetails).toMatchObject({ conversationId: body.conversationId, userQuery: 'electric hatchback under £400 a month', turn: 1 });
    expect(await turnsLogged(body.conversationId)).toEqual([expect.objectContaining({ turn: 1, query: 'electric hatchback under £400 a month', resultsTotal: body.resultsTotal })]);
  });

  test('a conversation refines its search turn by turn, each turn in the log', async () => {
    const first = (await ask({ query: 'a volkswagen for my dog' })).json();
    expect(first.searchParameters).toEqual({ manufacturers: [1] });
    expect(first.unread).toEqual(['dog']);
    expect(vehicles(first)).toEqual([101, 102]);
    const { conversationId } = first;
    const second = (await ask({ conversationId, query: 'not electric' })).json();
    expect(second.searchParameters.manufacturers).toEqual([1]);
    expect(second.searchParameters.fuelTypes).not.toContain(5);
    expect(vehicles(second)).toEqual([101]);
    const third = (await ask({ conversationId, query: 'show vans instead' })).json();
    expect(third.searchParameters).toEqual({ vehicleTypes: [2] });
    expect(vehicles(third)).toEqual([201]);
    expect(third.aiInteractionDetails.history.map((item: { query: string }) => item.query)).toEqual(['a volkswagen for my dog', 'not electric', 'show vans instead']);
    expect((await turnsLogged(conversationId)).map((turn) => turn.query)).toEqual(['a volkswagen for my dog', 'not electric', 'show vans instead']);

    // Analysts see each turn: what was asked, how it was read, what it found.
    await readModelsSettled(context.api);
    const facts = await context.api.orm.em
      .fork()
      .execute('SELECT turn, query, filters, unread, results FROM analytics.fact_ai_searches WHERE conversation_id = ? ORDER BY turn', [conversationId]);
    expect(facts).toEqual([
      { turn: 1, query: 'a volkswagen for my dog', filters: { manufacturers: [1] }, unread: ['dog'], results: first.resultsTotal },
      { turn: 2, query: 'not electric', filters: second.searchParameters, unread: [], results: second.resultsTotal },
      { turn: 3, query: 'show vans instead', filters: { vehicleTypes: [2] }, unread: [], results: third.resultsTotal },
    ]);
  });

  test('a removed chip drops its parameters; a retried turn is answered again, not applied twice', async () => {
    const first = (await ask({ query: 'vw under £300 a month' })).json();
    const { conversationId } = first;
    const cheaper = () => ask({ conversationId, query: 'cheaper', turn: 2 });
    const once = (await cheaper()).json();
    const twice = await cheaper();
    expect(twice.statusCode).toBe(200);
    expect(once.searchParameters.monthlyPaymentMax).toBe(270);
    expect(twice.json().searchParameters.monthlyPaymentMax).toBe(270);
    expect(await turnsLogged(conversationId)).toHaveLength(2);
    const other = await ask({ conversationId, query: 'hybrids instead', turn: 2 });
    expect(other.statusCode).toBe(409);
    const dropped = (await ask({ conversationId, drop: 'monthlyPaymentMax', turn: 3 })).json();
    expect(dropped.searchParameters).toEqual({ manufacturers: [1] });
    expect(vehicles(dropped)).toEqual([101, 102]);
  });

  test('a make and range the catalogue gains are understood as soon as they are offered', async () => {
    const before = (await ask({ query: 'kia niro' })).json();
    expect(before).toMatchObject({ fallback: true, searchParameters: { searchTerm: 'kia niro' } });
    const niro = testVehicle(301, 3_100_000, { manufacturer: { id: 16, name: 'Kia' }, range: { id: 1601, name: 'Niro' }, model: 'Niro SUV', bodyStyle: { id: 4, name: 'SUV' } });
    await context.api.store.appendToStream('vehicle-301', [testEvent('VehicleListed', niro)], { expectedRevision: 'any' });
    const listed = await context.api.store.appendToStream('pricefeed-1-301', [testFeed(1, 301, AT, [testOffer(36, 29_000)])], { expectedRevision: 'any' });
    const after = (await ask({ query: 'kia niro', consistentWith: `${listed.position.commit}-${listed.position.prepare}` })).json();
    expect(after).toMatchObject({ fallback: false, searchParameters: { manufacturers: [16], ranges: [1601] } });
    expect(vehicles(after)).toEqual([301]);
  });

  test('bad input gets a clear 4xx naming the field, never a 500', async () => {
    for (const query of ['', '   ']) {
      const empty = await ask({ query });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ query: 'Describe what you are looking for, in a few words' });
    }
    const long = await ask({ query: 'golf '.repeat(401) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ query: 'query is at most 2000 characters' });
    const unknown = await ask({ query: 'cheaper', conversationId: '6f1f1c1e-3c1d-4a5b-9c3e-2f6a7b8c9d0e' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such conversation. Leave conversationId out to start a new one.');
    const notUuid = await ask({ query: 'cheaper', conversationId: "'; drop table events; --" });
    expect(notUuid.statusCode).toBe(400);
    expect(Object.keys(notUuid.json().errors)).toEqual(['conversationId']);
    const odd = await ask({ query: '🚗🚗 <script>alert(1)</script> golf; DROP TABLE deals; --' });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-type']).toMatch(/^application\/json/);
    expect(odd.json().searchParameters).toEqual({ manufacturers: [1], ranges: [10] });
    const nothing = (await ask({ query: 'xyzzy plugh' })).json();
    expect(nothing).toMatchObject({ fallback: true, searchParameters: { searchTerm: 'xyzzy plugh' }, resultsTotal: 0 });
    expect(nothing.reasoningSummary).toBe("Nothing could be read as a filter, so this is a keyword search for 'xyzzy plugh'.");
  });

  test("a signed-in person's conversation is theirs alone; personal details never reach the log", async () => {
    const owner = await signedUpUser(context.api, 'ai-owner@example.co.uk');
    const other = await signedUpUser(context.api, 'ai-other@example.co.uk');
    const started = (await ask({ query: 'call me on 07700 900123 or at sam@example.com about a golf' }, { authorization: `Bearer ${owner.idToken}` })).json();
    expect(started.searchParameters).toEqual({ manufacturers: [1], ranges: [10] });
    const [logged] = await turnsLogged(started.conversationId);
    expect(logged!.query).toBe('call me on [phone] or at [email] about a golf');
    expect(JSON.stringify((await context.api.store.readStream(aiConversationStream(started.conversationId))).map((event) => [event.data, event.metadata]))).not.toMatch(/07700|sam@example/);
    for (const headers of [{}, { authorization: `Bearer ${other.idToken}` }] as Record<string, string>[]) {
      const refused = await ask({ conversationId: started.conversationId, query: 'cheaper' }, headers);
      expect(refused.statusCode).toBe(404);
    }
    expect((await ask({ conversationId: started.conversationId, query: 'cheaper' }, { authorization: `Bearer ${owner.idToken}` })).statusCode).toBe(200);
  });

  test(`a conversation holds at most 50 turns, then says to start a new one`, async () => {
    // From an address of its own: 51 turns are within one address's rate limit of 60 a minute.
    const { conversationId } = (await ask({ query: 'golf' }, {}, '10.9.9.9')).json();
    for (let turn = 2; turn <= 50; turn++) expect((await ask({ conversationId, query: turn % 2 ? 'automatic' : 'manual' }, {}, '10.9.9.9')).statusCode).toBe(200);
    const over = await ask({ conversationId, query: 'petrol' }, {}, '10.9.9.9');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ turn: 'A conversation holds at most 50 turns; leave conversationId out to start a new one' });
  });
});
