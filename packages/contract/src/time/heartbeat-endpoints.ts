import { z } from 'zod';
import { defineEndpoints, deletion } from '../kernel/endpoints';
import {
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
import { sharingRefusals } from '../sharing/refusals';
import { timeRefusals } from './refusals';

/**
 * The time area's automatic stamps: the heartbeats integrations send, their tokens and the URL
 * rules that turn heartbeats into stamps (part of `timeEndpoints`).
 */
export const timeHeartbeatEndpoints = defineEndpoints('time', {
  createHeartbeat: {
    method: 'POST',
    path: '/heartbeat',
    summary: 'An integration reports activity (a heartbeat)',
    answers: { 200: heartbeatAnswer },
    refusals: [
      timeRefusals.heartbeatInFuture,
      timeRefusals.heartbeatTimeInvalid,
      timeRefusals.heartbeatUrlNotWeb,
      timeRefusals.heartbeatUrlRequired,
      timeRefusals.heartbeatUrlTooLong,
      timeRefusals.integrationTokenMissing,
      timeRefusals.noHeartbeats,
      timeRefusals.tooManyHeartbeats,
    ],
  },
  readHeartbeat: {
    method: 'GET',
    path: '/heartbeat',
    summary: 'One heartbeat record with ?heartbeatId, or the hosts no URL rule matches',
    query: heartbeatQuery,
    answers: { 200: heartbeatReadAnswer },
    refusals: [timeRefusals.heartbeatNotFound, timeRefusals.whichHeartbeats],
  },
  deleteHeartbeat: {
    method: 'DELETE',
    path: '/heartbeat',
    summary: 'Forgets heartbeats',
    query: heartbeatDeleteQuery,
    answers: { 200: forgottenHeartbeatsAnswer },
    refusals: [],
  },
  readIntegrationToken: {
    method: 'GET',
    path: '/integration-token',
    summary: "The person's integration tokens",
    answers: { 200: z.array(integrationTokenAnswer) },
    refusals: [],
  },
  createIntegrationToken: {
    method: 'POST',
    path: '/integration-token',
    summary: 'Makes an integration token (its secret is answered once)',
    body: integrationTokenCreateBody,
    answers: { 201: integrationTokenCreatedAnswer },
    refusals: [timeRefusals.tooManyIntegrationTokens],
  },
  deleteIntegrationToken: deletion(
    '/integration-token',
    'Revokes an integration token',
    { query: integrationTokenDeleteQuery },
    [timeRefusals.integrationTokenNotFound],
  ),
  readUrlRule: {
    method: 'GET',
    path: '/url-rule',
    summary: "The person's URL rules",
    answers: { 200: z.array(urlRuleAnswer) },
    refusals: [],
  },
  createUrlRule: {
    method: 'POST',
    path: '/url-rule',
    summary: 'Makes a URL rule',
    body: urlRuleCreateBody,
    answers: { 201: urlRuleSavedAnswer },
    refusals: [
      timeRefusals.duplicateUrlRule,
      timeRefusals.timeGroupNotFound,
      timeRefusals.tooManyUrlRules,
      sharingRefusals.ownerOnly,
      sharingRefusals.viewerCannotChange,
    ],
  },
  changeUrlRule: {
    method: 'PUT',
    path: '/url-rule',
    summary: 'Changes a URL rule',
    body: urlRuleUpdateBody,
    answers: { 200: urlRuleSavedAnswer },
    refusals: [
      timeRefusals.duplicateUrlRule,
      timeRefusals.patternNotHost,
      timeRefusals.patternRequired,
      timeRefusals.timeGroupNotFound,
      timeRefusals.urlRuleNotFound,
      sharingRefusals.ownerOnly,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteUrlRule: deletion('/url-rule', 'Deletes a URL rule', { query: urlRuleDeleteQuery }, [
    timeRefusals.urlRuleNotFound,
  ]),
});
