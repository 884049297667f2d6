import { afterEach, describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import i18next from './i18n';
import { localizeRefusal } from './refusals';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('localizeRefusal', () => {
  it('words a refusal by its code, in English as the contract does', () => {
    expect(localizeRefusal(authRefusals.wrongCredentials)).toBe('Wrong username or password.');
  });

  it('translates by code', async () => {
    await i18next.changeLanguage('se');
    expect(localizeRefusal(authRefusals.wrongCredentials)).toBe('Fel användarnamn eller lösenord.');
  });

  it('translates what a schema refuses, such as a signup with the username "ab"', async () => {
    await i18next.changeLanguage('se');
    expect(localizeRefusal(authRefusals.usernameTooShort)).toBe('Användarnamnet måste vara minst 3 tecken');
  });

  it('falls back to the message without a code or with an unknown one', async () => {
    await i18next.changeLanguage('se');
    expect(localizeRefusal({ message: 'Wrong username or password.' })).toBe('Wrong username or password.');
    expect(localizeRefusal({ code: 'nowhere.unknown', message: 'As the server said.' })).toBe('As the server said.');
  });
});
