import { defineRefusals } from '../kernel/refusals';
import { SHARES_PER_THING_MAX } from './limits';

/**
 * How sharing says no. A thing a person cannot see answers 404 like any other person's data; a
 * change a person may not make answers 400, never 403 (the web app signs out on 403). An unknown
 * username says no more than the sign-up form does (which tells whether a name is taken).
 */
export const sharingRefusals = defineRefusals('sharing', {
  thingNotFound: 'There is nothing with that id to share.',
  shareNotFound: 'Share not found.',
  unknownPerson: 'No one uses that username.',
  usernameRequired: 'Give the username of the person to share with.',
  withYourself: 'You cannot share something with yourself.',
  alreadyShared: 'It is already shared with that person.',
  tooManyShares: `A thing may be shared with at most ${SHARES_PER_THING_MAX} people.`,
  invalidKind: 'That kind of thing cannot be shared.',
  invalidRole: 'The role must be viewer or editor.',
  viewerCannotChange: 'It is shared with you to view only: ask its owner to make you an editor.',
  ownerOnly: 'Only its owner can do that.',
  // Ids the schemas need, each naming its field.
  shareIdRequired: 'shareId is required',
  idRequired: 'id is required',
});
