import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import { nothing } from '../kernel/envelope';
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
  timeStampReadAnswer,
} from './answers';
import {
  heartbeatRecordAnswer,
  unmatchedHostAnswer,
  deviceShutdownAnswer,
  forgottenHeartbeatsAnswer,
  heartbeatAnswer,
  heartbeatReadAnswer,
  integrationTokenAnswer,
  integrationTokenCreatedAnswer,
  urlRuleAnswer,
  urlRuleSavedAnswer,
} from './heartbeat-answers';
import {
  heartbeatDeleteQuery,
  heartbeatQuery,
  integrationTokenCreateBody,
  integrationTokenDeleteQuery,
  urlRuleCreateBody,
  urlRuleDeleteQuery,
  urlRuleUpdateBody,
} from './heartbeats';
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

/** The time area's endpoints (docs/architecture.md, "Endpoints"). */
export const timeEndpoints = defineEndpoints('time', {
  createDeviceShutdown: {
    method: 'POST',
    path: '/device-shutdown',
    summary: 'A device says it is shutting down: ends its stamps when the person asked for that',
    answers: { 200: deviceShutdownAnswer },
  },
  readStampExport: {
    method: 'GET',
    path: '/time-stamp/export',
    summary: 'The stamps of a time span as CSV',
    query: timeStampExportQuery,
    answers: { 200: { file: 'text/csv', description: 'The stamps as CSV, one line each, with a header line' } },
  },
  readGroup: {
    method: 'GET',
    path: '/time-group',
    summary: "The person's time groups (for a day, shallow, or one with ?timeGroupId)",
    query: timeGroupQuery,
    answers: { 200: timeGroupReadAnswer },
  },
  createGroup: {
    method: 'POST',
    path: '/time-group',
    summary: 'Makes a time group',
    body: timeGroupCreateBody,
    answers: { 201: timeListEntryAnswer },
  },
  changeGroup: {
    method: 'PUT',
    path: '/time-group',
    summary: 'Changes a time group',
    body: timeGroupUpdateBody,
    answers: { 200: timeListEntryAnswer },
  },
  deleteGroup: {
    method: 'DELETE',
    path: '/time-group',
    summary: 'Deletes a time group with its sub-groups and stamps',
    query: timeGroupDeleteQuery,
    answers: { 200: nothing },
  },
  createHeartbeat: {
    method: 'POST',
    path: '/heartbeat',
    summary: 'An integration reports activity (a heartbeat)',
    answers: { 200: heartbeatAnswer },
  },
  readHeartbeat: {
    method: 'GET',
    path: '/heartbeat',
    summary: 'One heartbeat record with ?heartbeatId, or the hosts no URL rule matches',
    query: heartbeatQuery,
    answers: { 200: heartbeatReadAnswer },
  },
  deleteHeartbeat: {
    method: 'DELETE',
    path: '/heartbeat',
    summary: 'Forgets heartbeats',
    query: heartbeatDeleteQuery,
    answers: { 200: forgottenHeartbeatsAnswer },
  },
  readIntegrationToken: {
    method: 'GET',
    path: '/integration-token',
    summary: "The person's integration tokens",
    answers: { 200: z.array(integrationTokenAnswer) },
  },
  createIntegrationToken: {
    method: 'POST',
    path: '/integration-token',
    summary: 'Makes an integration token (its secret is answered once)',
    body: integrationTokenCreateBody,
    answers: { 201: integrationTokenCreatedAnswer },
  },
  deleteIntegrationToken: {
    method: 'DELETE',
    path: '/integration-token',
    summary: 'Revokes an integration token',
    query: integrationTokenDeleteQuery,
    answers: { 200: nothing },
  },
  readUrlRule: {
    method: 'GET',
    path: '/url-rule',
    summary: "The person's URL rules",
    answers: { 200: z.array(urlRuleAnswer) },
  },
  createUrlRule: {
    method: 'POST',
    path: '/url-rule',
    summary: 'Makes a URL rule',
    body: urlRuleCreateBody,
    answers: { 201: urlRuleSavedAnswer },
  },
  changeUrlRule: {
    method: 'PUT',
    path: '/url-rule',
    summary: 'Changes a URL rule',
    body: urlRuleUpdateBody,
    answers: { 200: urlRuleSavedAnswer },
  },
  deleteUrlRule: {
    method: 'DELETE',
    path: '/url-rule',
    summary: 'Deletes a URL rule',
    query: urlRuleDeleteQuery,
    answers: { 200: nothing },
  },
  readStamp: {
    method: 'GET',
    path: '/time-stamp',
    summary: "One stamp, a page of a sub-group's stamps, the running stamps, or the stamps of days",
    query: timeStampQuery,
    answers: { 200: timeStampReadAnswer },
  },
  createStamp: {
    method: 'POST',
    path: '/time-stamp',
    summary: 'Starts a stamp (or adds a finished one)',
    body: timeStampCreateBody,
    answers: { 201: timeStampAnswer },
    idempotent: true,
  },
  changeStamp: {
    method: 'PUT',
    path: '/time-stamp',
    summary: 'Changes or stops a stamp',
    body: timeStampUpdateBody,
    answers: { 200: timeStampAnswer },
  },
  deleteStamp: {
    method: 'DELETE',
    path: '/time-stamp',
    summary: 'Deletes a stamp',
    query: timeStampDeleteQuery,
    answers: { 200: nothing },
  },
  readSubGroup: {
    method: 'GET',
    path: '/sub-group',
    summary: 'The sub-groups of a time group, every sub-group, or one with ?subGroupId',
    query: subGroupQuery,
    answers: { 200: subGroupReadAnswer },
  },
  createSubGroup: {
    method: 'POST',
    path: '/sub-group',
    summary: 'Makes a sub-group in a time group',
    body: subGroupCreateBody,
    answers: { 201: subGroupListEntryAnswer },
  },
  changeSubGroup: {
    method: 'PUT',
    path: '/sub-group',
    summary: 'Changes a sub-group',
    body: subGroupUpdateBody,
    answers: { 200: subGroupListEntryAnswer },
  },
  deleteSubGroup: {
    method: 'DELETE',
    path: '/sub-group',
    summary: 'Deletes a sub-group with its stamps',
    query: subGroupDeleteQuery,
    answers: { 200: nothing },
  },
  readTag: {
    method: 'GET',
    path: '/tag',
    summary: "The person's tags",
    answers: { 200: z.array(tagAnswer) },
  },
  createTag: {
    method: 'POST',
    path: '/tag',
    summary: 'Makes a tag',
    body: tagCreateBody,
    answers: { 201: tagAnswer },
  },
  changeTag: {
    method: 'PUT',
    path: '/tag',
    summary: 'Changes a tag',
    body: tagUpdateBody,
    answers: { 200: tagAnswer },
  },
  deleteTag: {
    method: 'DELETE',
    path: '/tag',
    summary: 'Deletes a tag',
    query: tagDeleteQuery,
    answers: { 200: nothing },
  },
  readGraph: {
    method: 'GET',
    path: '/time-graph',
    summary: 'Tracked time per group and day over a span, for the graph',
    query: timeGraphQuery,
    answers: { 200: timeGraphAnswer },
  },
  readCalculate: {
    method: 'GET',
    path: '/time-calculate',
    summary: 'Tracked time summed over a span, by group and sub-group',
    query: timeCalculateQuery,
    answers: { 200: timeCalculationAnswer },
  },
});

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
  /** GET /time-stamp?active, ?date or ?from&to: stamps as a list. */
  stamps: viewOf(timeEndpoints.readStamp, { 200: z.array(timeStampAnswer) }),
  /** GET /heartbeat?heartbeatId: one heartbeat record. */
  heartbeat: viewOf(timeEndpoints.readHeartbeat, { 200: heartbeatRecordAnswer }),
  /** GET /heartbeat?unmatched: the hosts no URL rule matches. */
  unmatchedHosts: viewOf(timeEndpoints.readHeartbeat, { 200: z.array(unmatchedHostAnswer) }),
};
