import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../../test-support/database';
import { createOrm, migrateReadModels } from '../database/orm';
import { isSealed, PersonErased, personIdForEmail, PersonVault, SealRejected } from './person-vault';

const SECRET = 'test-server-secret';

describe('person vault', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  let vault: PersonVault;
  let next = 0;
  const newPerson = () => `person-${++next}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateReadModels(database.url);
    orm = await createOrm(database.url);
    vault = new PersonVault(orm, SECRET);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('opens what it sealed, nulls included, and the sealed text gives nothing away', async () => {
    const person = newPerson();
    const fields = { name: 'Ada Lovelace', email: 'ada@example.com', phone: null, note: '', city: 'Zürich ✓' };
    const sealed = await vault.seal(person, fields);

    expect(sealed.phone).toBeNull();
    for (const value of [sealed.name, sealed.email, sealed.note, sealed.city]) expect(isSealed(value)).toBe(true);
    const text = JSON.stringify(sealed);
    for (const plain of ['Ada', 'Lovelace', 'ada@example.com', 'Zürich']) expect(text).not.toContain(plain);
    await expect(vault.open(person, sealed)).resolves.toEqual(fields);
  });

  it('seals the same value differently each time', async () => {
    const person = newPerson();
    const [first, second] = await Promise.all([vault.seal(person, { a: 'same' }), vault.seal(person, { a: 'same' })]);
    expect(first.a).not.toBe(second.a);
  });

  it('passes plain strings through, as data written before sealing', async () => {
    const person = newPerson();
    const { email } = await vault.seal(person, { email: 'b@example.com' });
    await expect(vault.open(person, { email, legacy: 'plain text' })).resolves.toEqual({
      email: 'b@example.com',
      legacy: 'plain text',
    });
    await expect(vault.open(newPerson(), { legacy: 'never sealed' })).resolves.toEqual({ legacy: 'never sealed' });
  });

  it('refuses a sealed value read for another person, even with the person id in it rewritten', async () => {
    const owner = newPerson();
    const other = newPerson();
    await vault.seal(other, { warm: 'key exists' });
    const { email } = await vault.seal(owner, { email: 'c@example.com' });

    await expect(vault.open(other, { email })).rejects.toThrow(SealRejected);
    const moved = email.replace(`:${owner}:`, `:${other}:`);
    await expect(vault.open(other, { email: moved })).rejects.toThrow(SealRejected);
  });

  it('refuses a tampered ciphertext, tag or truncated value', async () => {
    const person = newPerson();
    const { email } = await vault.seal(person, { email: 'd@example.com' });
    const parts = email.split(':');
    const flip = (segment: string) => (segment[0] === 'A' ? 'B' : 'A') + segment.slice(1);
    const tamperedCiphertext = [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join(':');
    const tamperedTag = [...parts.slice(0, 5), flip(parts[5]!)].join(':');
    const shortTag = [...parts.slice(0, 5), parts[5]!.slice(0, 6)].join(':');

    for (const bad of [tamperedCiphertext, tamperedTag, shortTag, email.slice(0, 20)]) {
      await expect(vault.open(person, { email: bad })).rejects.toThrow(SealRejected);
    }
  });

  it('cannot open under a different server secret', async () => {
    const person = newPerson();
    const sealed = await vault.seal(person, { email: 'e@example.com' });
    const otherVault = new PersonVault(orm, 'another-secret');
    await expect(otherVault.open(person, sealed)).rejects.toThrow(SealRejected);
  });

  it('after erasure shows the person as erased, and only that person', async () => {
    const erased = newPerson();
    const kept = newPerson();
    const gone = await vault.seal(erased, { name: 'Erin' });
    const stays = await vault.seal(kept, { name: 'Kim' });

    await expect(vault.erase(erased)).resolves.toBe(true);

    await expect(vault.isErased(erased)).resolves.toBe(true);
    await expect(vault.isErased(kept)).resolves.toBe(false);
    await expect(vault.open(erased, gone)).resolves.toBeNull();
    await expect(vault.open(erased, { legacy: 'plain' })).resolves.toBeNull();
    await expect(
      vault.openMany<{ name: string | null }>([
        { personId: kept, fields: stays },
        { personId: erased, fields: gone },
        { personId: kept, fields: { name: null } },
      ]),
    ).resolves.toEqual([{ name: 'Kim' }, null, { name: null }]);
    await expect(vault.seal(erased, { name: 'Erin again' })).rejects.toThrow(PersonErased);
    await expect(vault.erase(erased)).resolves.toBe(false);
  });

  it('erasing someone never sealed still stops them being keyed later', async () => {
    const person = newPerson();
    await expect(vault.erase(person)).resolves.toBe(false);
    await expect(vault.seal(person, { name: 'late' })).rejects.toThrow(PersonErased);
  });

  it('gives concurrent first seals of a new person one key', async () => {
    const person = newPerson();
    const sealed = await Promise.all(Array.from({ length: 10 }, (_, i) => vault.seal(person, { n: `value ${i}` })));
    const opened = await vault.openMany(sealed.map((fields) => ({ personId: person, fields })));
    expect(opened).toEqual(Array.from({ length: 10 }, (_, i) => ({ n: `value ${i}` })));
  });

  it('leaves nothing readable when a first seal races an erasure', async () => {
    for (let round = 0; round < 20; round++) {
      const person = newPerson();
      const [sealed] = await Promise.allSettled([vault.seal(person, { name: 'racer' }), vault.erase(person)]);
      if (sealed.status === 'fulfilled') await expect(vault.open(person, sealed.value)).resolves.toBeNull();
      else expect(sealed.reason).toBeInstanceOf(PersonErased);
      await expect(vault.seal(person, { name: 'again' })).rejects.toThrow(PersonErased);
    }
  });

  it('openMany of nothing is nothing', async () => {
    await expect(vault.openMany([])).resolves.toEqual([]);
  });
});

describe('personIdForEmail', () => {
  it('ignores case and surrounding space, and depends on the secret', () => {
    const id = personIdForEmail(SECRET, 'Ada@Example.com');
    expect(id).toMatch(/^p_[A-Za-z0-9_-]{22}$/);
    expect(personIdForEmail(SECRET, '  ada@example.COM \n')).toBe(id);
    expect(personIdForEmail(SECRET, 'bob@example.com')).not.toBe(id);
    expect(personIdForEmail('another-secret', 'ada@example.com')).not.toBe(id);
  });
});

describe('isSealed', () => {
  it('recognises only the sealed format', () => {
    expect(isSealed('sealed:v1:p_abc:AAAAAAAAAAAAAAAA:Zm9v:AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isSealed('sealed:v1:p_abc')).toBe(false);
    expect(isSealed('ada@example.com')).toBe(false);
    expect(isSealed(null)).toBe(false);
    expect(isSealed(42)).toBe(false);
  });
});
