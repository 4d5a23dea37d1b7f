// What an account picture may be (spec §3 `avatar`): the site checks a chosen file with these rules before sending
// it, and the API checks what arrives with the same words.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

export const AVATAR_MESSAGES = {
  missing: 'Choose a picture to upload.',
  wrongType: 'Your picture must be a PNG or JPEG image.',
  tooLarge: 'Your picture must be 2 MB or smaller.',
  unreadable: 'We couldn’t read this picture. Please choose another PNG or JPEG image.',
} as const;

/** What is wrong with a chosen file, by its declared type and size, or null when it may be sent. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return AVATAR_MESSAGES.missing;
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
