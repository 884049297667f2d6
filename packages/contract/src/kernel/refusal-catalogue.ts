import { accountRefusals } from '../account/refusals';
import { authRefusals } from '../auth/refusals';
import { countersRefusals } from '../counters/refusals';
import { dashboardRefusals } from '../dashboard/refusals';
import { drinksRefusals } from '../drinks/refusals';
import { imageRefusals } from './images';
import { idempotencyRefusals } from './idempotency-refusals';
import { liveRefusals } from './live-refusals';
import { passwordsRefusals } from '../passwords/refusals';
import { notesRefusals } from '../notes/refusals';
import { recipesRefusals } from '../recipes/refusals';
import { commonRefusals, type Refusal } from './refusals';
import { sharingRefusals } from '../sharing/refusals';
import { shoppingRefusals } from '../shopping/refusals';
import { storageCsvProblems, storageRefusals } from '../storage/refusals';
import { timeRefusals } from '../time/refusals';

/**
 * Every refusal the API can answer, by code. A new area adds its refusals object here
 * (docs/adding-an-area.md); the web app's i18n test checks each code has a translation.
 */
const allRefusals: Record<string, Refusal>[] = [
  commonRefusals,
  authRefusals,
  accountRefusals,
  timeRefusals,
  countersRefusals,
  drinksRefusals,
  liveRefusals,
  imageRefusals,
  idempotencyRefusals,
  sharingRefusals,
  passwordsRefusals,
  notesRefusals,
  storageRefusals,
  storageCsvProblems,
  shoppingRefusals,
  dashboardRefusals,
  recipesRefusals,
];

export const refusalCatalogue: ReadonlyMap<string, string> = new Map(
  allRefusals.flatMap((refusals) => Object.values(refusals).map((refusal) => [refusal.code, refusal.message])),
);
