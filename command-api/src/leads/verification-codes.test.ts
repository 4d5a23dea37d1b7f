import { VERIFICATION_CODE_VALIDITY_MS } from '@lease/domain';
import { PersonVault } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { issueCode, readCode, readCodeOpening } from './verification-codes';

// The sender reads a code and opens its message's sealed fields in one key lookup; what it answers must be what the
// two separate reads answered: the code while it lives, nothing once it expired or its person was erased.

const NOW = new Date('2026-12-01T09:30:00Z');

describe('reading a verification code for its message', () => {
  let api: TestApi;
  let vault: PersonVault;
  beforeAll(async () => {
    api = await createTestApi({ clock: () => NOW });
    vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
  });
  afterAll(async () => api.cleanup());

  const codeFor = async (personId: string) => {
    const { issued, code } = await issueCode({ orm: api.orm, vault, secret: api.config.SERVER_SECRET, now: NOW }, { leadReference: `lead-${personId}`, personId, channel: 'email' });
    const fields = await vault.seal(personId, { to: `${personId}@example.com`, firstName: 'Amy' });
    return { codeId: issued.codeId, code, fields };
  };

  test('opens the code and the fields together, and answers as readCode does', async () => {
    const { codeId, code, fields } = await codeFor('person-amy');
    const read = await readCodeOpening({ orm: api.orm, vault, now: NOW }, codeId, { personId: 'person-amy', fields });
    expect(read).toEqual({ code, fields: { to: 'person-amy@example.com', firstName: 'Amy' } });
    expect(await readCode({ orm: api.orm, vault, now: NOW }, codeId)).toBe(code);
  });

  test('a message without a person keeps its fields as they are', async () => {
    const { codeId, code } = await codeFor('person-ben');
    const read = await readCodeOpening({ orm: api.orm, vault, now: NOW }, codeId, { personId: null, fields: { to: 'plain@example.com', firstName: null } });
    expect(read).toEqual({ code, fields: { to: 'plain@example.com', firstName: null } });
  });

  test('nothing once the code has expired or its person was erased', async () => {
    const { codeId, fields } = await codeFor('person-cat');
    const later = new Date(NOW.getTime() + VERIFICATION_CODE_VALIDITY_MS + 1);
    expect(await readCodeOpening({ orm: api.orm, vault, now: later }, codeId, { personId: 'person-cat', fields })).toEqual({ code: null, fields: null });
    await vault.erase('person-cat');
    expect(await readCodeOpening({ orm: api.orm, vault, now: NOW }, codeId, { personId: 'person-cat', fields })).toEqual({ code: null, fields: null });
  });
});
