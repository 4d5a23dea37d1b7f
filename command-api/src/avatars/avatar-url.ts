/** An avatar's object in storage: its id and the one format pictures are kept in. */
export const avatarKey = (avatarId: string) => `${avatarId}.jpg`;

/** Where the site loads the picture from (GET /avatars/:file): unguessable, so it needs no token. */
export const avatarUrl = (avatarId: string) => `/avatars/${avatarKey(avatarId)}`;
