import { z } from 'zod';
import { defineEndpoints, deletion, viewOf } from '../kernel/endpoints';
import {
  shallowTimeGroupAnswer,
  subGroupSummaryAnswer,
  timeGroupDetailAnswer,
  timeStampPageAnswer,
  subGroupListEntryAnswer,
  subGroupReadAnswer,
  tagAnswer,
  timeCalculationAnswer,
  timeGraphAnswer,
  timeGroupReadAnswer,
  timeListEntryAnswer,
  timeStampAnswer,
  timeStampDayAnswer,
  timeStampRangeAnswer,
  timeStampReadAnswer,
} from './answers';
import { deviceShutdownAnswer, heartbeatRecordAnswer, unmatchedHostAnswer } from './heartbeat-answers';
import { timeHeartbeatEndpoints } from './heartbeat-endpoints';
import {
  subGroupCreateBody,
  subGroupDeleteQuery,
  subGroupQuery,
  subGroupUpdateBody,
  tagCreateBody,
  tagDeleteQuery,
  tagUpdateBody,
  timeCalculateQuery,
  timeGraphQuery,
  timeGroupCreateBody,
  timeGroupDeleteQuery,
  timeGroupQuery,
  timeGroupUpdateBody,
  timeStampCreateBody,
  timeStampDeleteQuery,
  timeStampExportQuery,
  timeStampQuery,
  timeStampUpdateBody,
} from './index';
import { sharingRefusals } from '../sharing/refusals';
import { sharedThingDeletion } from '../sharing/container-endpoints';
import { timeRefusals } from './refusals';

/** Groups, sub-groups, stamps, tags, views and the stamp export. */
const timeCoreEndpoints = defineEndpoints('time', {
  createDeviceShutdown: {
    method: 'POST',
    path: '/device-shutdown',
    summary: 'A device says it is shutting down: ends its stamps when the person asked for that',
    answers: { 200: deviceShutdownAnswer },
    refusals: [timeRefusals.integrationTokenMissing],
  },
  readStampExport: {
    method: 'GET',
    path: '/time-stamp/export',
    summary: 'The stamps of a time span as CSV',
    query: timeStampExportQuery,
    answers: { 200: { file: 'text/csv', description: 'The stamps as CSV, one line each, with a header line' } },
    refusals: [],
  },
  readGroup: {
    method: 'GET',
    path: '/time-group',
    summary: "The person's time groups (for a day, shallow, or one with ?timeGroupId)",
    query: timeGroupQuery,
    answers: { 200: timeGroupReadAnswer },
    refusals: [timeRefusals.timeGroupNotFound],
  },
  createGroup: {
    method: 'POST',
    path: '/time-group',
    summary: 'Makes a time group',
    body: timeGroupCreateBody,
    answers: { 201: timeListEntryAnswer },
    refusals: [timeRefusals.duplicateGroup, timeRefusals.tagNotFound],
  },
  changeGroup: {
    method: 'PUT',
    path: '/time-group',
    summary: 'Changes a time group',
    body: timeGroupUpdateBody,
    answers: { 200: timeListEntryAnswer },
    refusals: [
      timeRefusals.duplicateGroup,
      timeRefusals.tagNotFound,
      timeRefusals.timeGroupNotFound,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteGroup: deletion(
    '/time-group',
    'Deletes a time group with its sub-groups and stamps',
    { query: timeGroupDeleteQuery },
    [timeRefusals.timeGroupNotFound, sharingRefusals.ownerOnly, sharingRefusals.viewerCannotChange],
  ),
  readStamp: {
    method: 'GET',
    path: '/time-stamp',
    summary: "One stamp, a page of a sub-group's stamps, the running stamps, or the stamps of days",
    query: timeStampQuery,
    answers: { 200: timeStampReadAnswer },
    refusals: [
      timeRefusals.fromAfterTo,
      timeRefusals.rangeTooLong,
      timeRefusals.stampNotFound,
      timeRefusals.subGroupNotFound,
      timeRefusals.whichStamps,
    ],
  },
  createStamp: {
    method: 'POST',
    path: '/time-stamp',
    summary: 'Starts a stamp (or adds a finished one)',
    body: timeStampCreateBody,
    answers: { 201: timeStampAnswer },
    refusals: [
      timeRefusals.endBeforeStart,
      timeRefusals.stampTooLong,
      timeRefusals.subGroupRunning,
      timeRefusals.timeGroupNotFound,
      sharingRefusals.viewerCannotChange,
    ],
    idempotent: true,
  },
  changeStamp: {
    method: 'PUT',
    path: '/time-stamp',
    summary: 'Changes or stops a stamp',
    body: timeStampUpdateBody,
    answers: { 200: timeStampAnswer },
    refusals: [
      timeRefusals.endBeforeStart,
      timeRefusals.stampChanged,
      timeRefusals.stampNotFound,
      timeRefusals.stampTooLong,
      timeRefusals.subGroupNotFound,
      timeRefusals.subGroupRunning,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteStamp: sharedThingDeletion(
    '/time-stamp',
    'Deletes a stamp',
    { query: timeStampDeleteQuery },
    timeRefusals.stampNotFound,
    timeRefusals.stampChanged,
  ),
  readSubGroup: {
    method: 'GET',
    path: '/sub-group',
    summary: 'The sub-groups of a time group, every sub-group, or one with ?subGroupId',
    query: subGroupQuery,
    answers: { 200: subGroupReadAnswer },
    refusals: [timeRefusals.subGroupNotFound, timeRefusals.timeGroupNotFound],
  },
  createSubGroup: {
    method: 'POST',
    path: '/sub-group',
    summary: 'Makes a sub-group in a time group',
    body: subGroupCreateBody,
    answers: { 201: subGroupListEntryAnswer },
    refusals: [
      timeRefusals.duplicateSubGroup,
      timeRefusals.tagNotFound,
      timeRefusals.timeGroupNotFound,
      sharingRefusals.viewerCannotChange,
    ],
  },
  changeSubGroup: {
    method: 'PUT',
    path: '/sub-group',
    summary: 'Changes a sub-group',
    body: subGroupUpdateBody,
    answers: { 200: subGroupListEntryAnswer },
    refusals: [
      timeRefusals.duplicateSubGroup,
      timeRefusals.moveIntoItself,
      timeRefusals.subGroupNotFound,
      timeRefusals.subGroupRunning,
      timeRefusals.tagNotFound,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteSubGroup: sharedThingDeletion(
    '/sub-group',
    'Deletes a sub-group with its stamps',
    { query: subGroupDeleteQuery },
    timeRefusals.subGroupNotFound,
  ),
  readTag: {
    method: 'GET',
    path: '/tag',
    summary: "The person's tags",
    answers: { 200: z.array(tagAnswer) },
    refusals: [],
  },
  createTag: {
    method: 'POST',
    path: '/tag',
    summary: 'Makes a tag',
    body: tagCreateBody,
    answers: { 201: tagAnswer },
    refusals: [timeRefusals.duplicateTag],
  },
  changeTag: {
    method: 'PUT',
    path: '/tag',
    summary: 'Changes a tag',
    body: tagUpdateBody,
    answers: { 200: tagAnswer },
    refusals: [timeRefusals.duplicateTag, timeRefusals.tagNotFound],
  },
  deleteTag: deletion('/tag', 'Deletes a tag', { query: tagDeleteQuery }, [timeRefusals.tagNotFound]),
  readGraph: {
    method: 'GET',
    path: '/time-graph',
    summary: 'Tracked time per group and day over a span, for the graph',
    query: timeGraphQuery,
    answers: { 200: timeGraphAnswer },
    refusals: [timeRefusals.timeGroupNotFound],
  },
  readCalculate: {
    method: 'GET',
    path: '/time-calculate',
    summary: 'Tracked time summed over a span, by group and sub-group',
    query: timeCalculateQuery,
    answers: { 200: timeCalculationAnswer },
    refusals: [timeRefusals.subGroupNotFound, timeRefusals.timeGroupNotFound],
  },
});

/** The time area's endpoints (docs/architecture.md, "Endpoints"): its own and the heartbeats'. */
export const timeEndpoints = { ...timeCoreEndpoints, ...timeHeartbeatEndpoints };

/** How the web reads the endpoints whose answer depends on the query. */
export const timeViews = {
  /** GET /time-group (?date, ?auto): every group with its sub-groups' times. */
  groups: viewOf(timeEndpoints.readGroup, { 200: z.array(timeListEntryAnswer) }),
  /** GET /time-group?shallow: every group, names and tags only. */
  shallowGroups: viewOf(timeEndpoints.readGroup, { 200: z.array(shallowTimeGroupAnswer) }),
  /** GET /time-group?timeGroupId: one group in detail. */
  group: viewOf(timeEndpoints.readGroup, { 200: timeGroupDetailAnswer }),
  /** GET /sub-group?timeGroupId: a group's sub-groups. */
  subGroups: viewOf(timeEndpoints.readSubGroup, { 200: z.array(subGroupListEntryAnswer) }),
  /** GET /sub-group without a query: every sub-group, named with its group. */
  subGroupSummaries: viewOf(timeEndpoints.readSubGroup, { 200: z.array(subGroupSummaryAnswer) }),
  /** GET /sub-group?subGroupId: one sub-group. */
  subGroup: viewOf(timeEndpoints.readSubGroup, { 200: subGroupListEntryAnswer }),
  /** GET /time-stamp?timeStampId: one stamp. */
  stamp: viewOf(timeEndpoints.readStamp, { 200: timeStampAnswer }),
  /** GET /time-stamp?subGroupId: a page of a sub-group's stamps. */
  stampPage: viewOf(timeEndpoints.readStamp, { 200: timeStampPageAnswer }),
  /** GET /time-stamp?date: the day's stamps (at most MAX_DAY_STAMPS) and whether there were more. */
  dayStamps: viewOf(timeEndpoints.readStamp, { 200: timeStampDayAnswer }),
  /** GET /time-stamp?from&to: the days' stamps (at most MAX_RANGE_STAMPS) and whether there were more. */
  rangeStamps: viewOf(timeEndpoints.readStamp, { 200: timeStampRangeAnswer }),
  /** GET /time-stamp?active: the running stamps. */
  stamps: viewOf(timeEndpoints.readStamp, { 200: z.array(timeStampAnswer) }),
  /** GET /heartbeat?heartbeatId: one heartbeat record. */
  heartbeat: viewOf(timeEndpoints.readHeartbeat, { 200: heartbeatRecordAnswer }),
  /** GET /heartbeat?unmatched: the hosts no URL rule matches. */
  unmatchedHosts: viewOf(timeEndpoints.readHeartbeat, { 200: z.array(unmatchedHostAnswer) }),
};
