import { z } from 'zod';
import { defineEndpoints, deletion } from '../kernel/endpoints';
import { shareAnswer } from './answers';
import { shareCreateBody, shareDeleteQuery, shareQuery, shareUpdateBody } from './index';
import { sharingRefusals } from './refusals';

/** The sharing area's endpoints (docs/architecture.md, "Endpoints"). */
export const sharingEndpoints = defineEndpoints('sharing', {
  readShares: {
    method: 'GET',
    path: '/share',
    summary: "Who a thing of the person's is shared with",
    query: shareQuery,
    answers: { 200: z.array(shareAnswer) },
    refusals: [sharingRefusals.thingNotFound],
  },
  share: {
    method: 'POST',
    path: '/share',
    summary: 'Shares a thing with another person',
    body: shareCreateBody,
    answers: { 201: shareAnswer },
    refusals: [
      sharingRefusals.alreadyShared,
      sharingRefusals.ownerOnly,
      sharingRefusals.thingNotFound,
      sharingRefusals.tooManyShares,
      sharingRefusals.unknownPerson,
      sharingRefusals.withYourself,
    ],
  },
  changeRole: {
    method: 'PUT',
    path: '/share',
    summary: "Changes a share's role",
    body: shareUpdateBody,
    answers: { 200: shareAnswer },
    refusals: [sharingRefusals.ownerOnly, sharingRefusals.shareNotFound],
  },
  unshare: deletion('/share', 'Ends a share', { query: shareDeleteQuery }, [sharingRefusals.shareNotFound]),
});
