/**
 * The wall clock, named so that it is chosen in one visible place: the running server hands it to the app and its
 * workers, and tests hand their own. Nothing below the entry points reads the machine's time by default.
 */
export const systemClock = (): Date => new Date();
