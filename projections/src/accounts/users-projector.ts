import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { query } from '../runner/sql';

type UserData<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

async function onUserEvent(em: EntityManager, event: RecordedEvent) {
  const at = occurredAt(event);
  const type = event.type as UserEvent['type'];
  switch (type) {
    case 'UserRegistered': {
      const data = eventData<UserData<'UserRegistered'>>(event);
      await query(
        em,
        `INSERT INTO users (user_id, method, email, first_name, last_name, verified, social_providers, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
        [data.userId, data.method, data.email, data.firstName, data.lastName, data.method !== 'email', data.method === 'email' ? '{}' : `{${data.method}}`, at, at],
      );
      return;
    }
    case 'UserVerified':
      await query(em, 'UPDATE users SET verified = true, updated_at = ? WHERE user_id = ?', [at, eventData<UserData<'UserVerified'>>(event).userId]);
      return;
    case 'PasswordChanged': {
      const data = eventData<UserData<'PasswordChanged'>>(event);
      // A reset code proves the address as a verification code does.
      if (data.reason === 'reset') await query(em, 'UPDATE users SET verified = true, updated_at = ? WHERE user_id = ?', [at, data.userId]);
      return;
    }
    case 'MobileNumberAdded': {
      const data = eventData<UserData<'MobileNumberAdded'>>(event);
      await query(em, 'UPDATE users SET phone_number = ?, updated_at = ? WHERE user_id = ?', [data.phoneNumber, at, data.userId]);
      return;
    }
    case 'AccountDetailsUpdated': {
      const data = eventData<UserData<'AccountDetailsUpdated'>>(event);
      await query(em, 'UPDATE users SET email = ?, first_name = ?, last_name = ?, phone_number = ?, updated_at = ? WHERE user_id = ?', [
        data.email,
        data.firstName,
        data.lastName,
        data.phoneNumber,
        at,
        data.userId,
      ]);
      return;
    }
    case 'EmailChangeRequested': {
      const data = eventData<UserData<'EmailChangeRequested'>>(event);
      await query(em, 'UPDATE users SET pending_email = ?, updated_at = ? WHERE user_id = ?', [data.recipient, at, data.userId]);
      return;
    }
    case 'EmailChanged': {
      const data = eventData<UserData<'EmailChanged'>>(event);
      await query(em, 'UPDATE users SET email = ?, pending_email = NULL, updated_at = ? WHERE user_id = ?', [data.email, at, data.userId]);
      return;
    }
    case 'SocialIdentitiesUnlinked': {
      const data = eventData<UserData<'SocialIdentitiesUnlinked'>>(event);
      const providers = [...new Set(data.identities.map((identity) => identity.provider))];
      await query(
        em,
        `UPDATE users SET social_providers = ARRAY(SELECT p FROM unnest(social_providers) AS p WHERE NOT (p = ANY (?::text[]))), updated_at = ? WHERE user_id = ?`,
        [`{${providers.join(',')}}`, at, data.userId],
      );
      return;
    }
    case 'MarketingPreferencesChanged': {
      const data = eventData<UserData<'MarketingPreferencesChanged'>>(event);
      await query(
        em,
        `UPDATE users SET marketing_email = COALESCE(?, marketing_email), marketing_sms = COALESCE(?, marketing_sms),
         price_alert = COALESCE(?, price_alert), updated_at = ? WHERE user_id = ?`,
        [data.marketingEmail ?? null, data.marketingSms ?? null, data.priceAlert ?? null, at, data.userId],
      );
      return;
    }
    case 'SocialIdentityLinked': {
      const data = eventData<UserData<'SocialIdentityLinked'>>(event);
      await query(
        em,
        `UPDATE users SET social_providers = array_append(social_providers, ?), updated_at = ? WHERE user_id = ? AND NOT (? = ANY (social_providers))`,
        [data.provider, at, data.userId, data.provider],
      );
      return;
    }
    case 'RoleGranted': {
      const data = eventData<UserData<'RoleGranted'>>(event);
      await query(em, `UPDATE users SET roles = array_append(roles, ?), updated_at = ? WHERE user_id = ? AND NOT (? = ANY (roles))`, [
        data.role,
        at,
        data.userId,
        data.role,
      ]);
      return;
    }
    case 'RoleRevoked': {
      const data = eventData<UserData<'RoleRevoked'>>(event);
      await query(em, 'UPDATE users SET roles = array_remove(roles, ?), updated_at = ? WHERE user_id = ?', [data.role, at, data.userId]);
      return;
    }
    case 'AvatarChanged': {
      const data = eventData<UserData<'AvatarChanged'>>(event);
      await query(em, 'UPDATE users SET avatar_id = ?, updated_at = ? WHERE user_id = ?', [data.avatarId, at, data.userId]);
      return;
    }
    case 'AvatarRemoved': {
      const data = eventData<UserData<'AvatarRemoved'>>(event);
      await query(em, 'UPDATE users SET avatar_id = NULL, updated_at = ? WHERE user_id = ? AND avatar_id = ?', [at, data.userId, data.avatarId]);
      return;
    }
    case 'UserErased': {
      const data = eventData<UserData<'UserErased'>>(event);
      // The sealed fields stay (they can no longer be opened); preferences, roles and the picture go with the account.
      await query(
        em,
        `UPDATE users SET erased_at = ?, updated_at = ?, roles = '{}', marketing_email = false, marketing_sms = false, price_alert = false,
         avatar_id = NULL WHERE user_id = ?`,
        [at, at, data.userId],
      );
      return;
    }
    default:
      // Codes and failed guesses change nothing the account area shows.
      return;
  }
}

/** Accounts as the account area, the staff console and analysts read them. */
export const usersProjector: Projector = {
  name: 'users',
  eventTypes: [
    'UserRegistered',
    'UserVerified',
    'PasswordChanged',
    'MobileNumberAdded',
    'AccountDetailsUpdated',
    'EmailChangeRequested',
    'EmailChanged',
    'MarketingPreferencesChanged',
    'SocialIdentityLinked',
    'SocialIdentitiesUnlinked',
    'RoleGranted',
    'RoleRevoked',
    'AvatarChanged',
    'AvatarRemoved',
    'UserErased',
  ] satisfies UserEvent['type'][],
  tables: ['users'],
  async apply(events, em) {
    for (const event of events) await onUserEvent(em, event);
  },
};
