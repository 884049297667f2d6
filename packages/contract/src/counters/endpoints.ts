import { z } from 'zod';
import { defineEndpoints } from '../kernel/endpoints';
import {
  counterAnswer,
  counterChangePageAnswer,
  counterGroupAnswer,
  counterPeriodPageAnswer,
  counterUndoAnswer,
} from './answers';
import {
  counterChangeQuery,
  counterCreateBody,
  counterDeleteQuery,
  counterGroupSchemas,
  counterPeriodQuery,
  counterQuery,
  counterResetBody,
  counterUndoBody,
  counterUpdateBody,
} from './index';
import { countersRefusals as no } from './refusals';
import { sharingRefusals } from '../sharing/refusals';
import { namedContainerEndpoints, sharedThingDeletion } from '../sharing/container-endpoints';

const groups = namedContainerEndpoints({
  path: '/counter-group',
  noun: 'counter group',
  holds: 'counters',
  readSummary: "The person's counter groups with their counters, or one group with ?counterGroupId",
  schemas: counterGroupSchemas,
  answers: { read: z.union([counterGroupAnswer, z.array(counterGroupAnswer)]), made: counterGroupAnswer },
  refusals: { notFound: no.groupNotFound, duplicate: no.duplicateGroup, tooMany: no.tooManyGroups },
});

/** The counters area's endpoints (docs/architecture.md, "Endpoints"). */
export const countersEndpoints = defineEndpoints('counters', {
  readGroups: groups.read,
  createGroup: groups.create,
  renameGroup: groups.rename,
  deleteGroup: groups.remove,
  readCounters: {
    method: 'GET',
    path: '/counter',
    summary: "One counter with ?counterId, or a group's counters with ?counterGroupId",
    query: counterQuery,
    answers: { 200: z.union([counterAnswer, z.array(counterAnswer)]) },
    refusals: [no.counterNotFound, no.groupNotFound],
  },
  createCounter: {
    method: 'POST',
    path: '/counter',
    summary: 'Makes a counter in a group',
    body: counterCreateBody,
    answers: { 201: counterAnswer },
    refusals: [no.duplicateCounter, no.groupNotFound, no.tooManyCounters, sharingRefusals.viewerCannotChange],
  },
  changeCounter: {
    method: 'PUT',
    path: '/counter',
    summary: "Changes a counter's name, step, unit, goal or group, or adds a change to its value",
    body: counterUpdateBody,
    answers: { 200: counterAnswer },
    refusals: [
      no.counterNotFound,
      no.duplicateCounter,
      no.groupNotFound,
      no.tooManyCounters,
      sharingRefusals.viewerCannotChange,
    ],
    idempotent: true,
  },
  deleteCounter: sharedThingDeletion(
    '/counter',
    'Deletes a counter with its history',
    { query: counterDeleteQuery },
    no.counterNotFound,
  ),
  readChanges: {
    method: 'GET',
    path: '/counter-change',
    summary: "A counter's changes, newest first, a page at a time",
    query: counterChangeQuery,
    answers: { 200: counterChangePageAnswer },
    refusals: [no.counterNotFound],
  },
  readPeriods: {
    method: 'GET',
    path: '/counter-period',
    summary: "A counter's totals per day, week or month, newest first, a page at a time",
    query: counterPeriodQuery,
    answers: { 200: counterPeriodPageAnswer },
    refusals: [no.counterNotFound],
  },
  undo: {
    method: 'POST',
    path: '/counter-undo',
    summary: "Takes back the person's last change to a counter",
    body: counterUndoBody,
    answers: { 200: counterUndoAnswer },
    refusals: [no.counterNotFound, sharingRefusals.viewerCannotChange],
    idempotent: true,
  },
  reset: {
    method: 'POST',
    path: '/counter-reset',
    summary: "Brings a counter's value to zero as one change",
    body: counterResetBody,
    answers: { 200: counterAnswer },
    refusals: [no.counterNotFound, sharingRefusals.viewerCannotChange],
    idempotent: true,
  },
});
