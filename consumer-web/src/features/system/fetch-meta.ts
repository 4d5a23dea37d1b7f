import { get } from '../../api/client';

export interface Meta {
  version: string;
}

/** Spec §7: the web app's own endpoint for the deployed site version. */
export const fetchMeta = (): Promise<Meta> => get<Meta>('/meta.json');
