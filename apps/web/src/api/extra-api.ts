import { api, clientTexts } from './api';
import { ExtraClient } from './extra-client';
import { extraSession } from './extra-session';

/** The client of the vault's calls; only the passwords area and the console load it. */
export const extraApi = new ExtraClient({ api, extra: extraSession, now: () => Date.now(), texts: clientTexts });
