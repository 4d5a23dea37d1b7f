import { get } from '../../api/client';

/** Spec §7: the web app's own endpoint that says whether today is a Loco Day (a promotion day, UK time). */
export const fetchLocoDay = (): Promise<{ isLocoDay: boolean }> => get<{ isLocoDay: boolean }>('/api/is-loco-day');
