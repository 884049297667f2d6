import { defineRefusals } from '../kernel/refusals';
import {
  HEARTBEAT_BATCH_MAX,
  HEARTBEAT_URL_MAX,
  INTEGRATION_TOKEN_NAME_MAX,
  MAX_CALCULATE_DAYS,
  MAX_EXPORT_DAYS,
  MAX_INTEGRATION_TOKENS,
  MAX_RANGE_DAYS,
  MAX_STAMP_DAYS,
  MAX_URL_RULES,
  NAME_MAX,
  STAMP_DESCRIPTION_MAX,
  SUB_GROUP_NAME_MAX,
  TAG_TITLE_MAX,
  URL_PATTERN_MAX,
  URL_PATTERN_MAX_WILDCARDS,
} from './limits';

/**
 * How the time area says no: groups, sub groups, stamps, tags, views, and automatic stamps
 * (heartbeats, integration tokens, URL rules). Schemas use these texts as their zod messages,
 * so a validation failure carries the same code as a route's refusal (docs/architecture.md).
 */
export const timeRefusals = defineRefusals('time', {
  // Groups and sub groups
  timeGroupNotFound: 'Time group not found',
  subGroupNotFound: 'Sub group not found.',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  nameAndTimeGroupRequired: 'Name and time group is required',
  duplicateGroup: 'You already have a time group with that name.',
  duplicateSubGroup: 'This time group already has a sub group with that name.',
  moveIntoItself: 'A sub group cannot be moved into itself.',
  moveTargetRequired: 'newSubGroupId is required when moving',
  // Stamps
  stampNotFound: 'Time stamp not found.',
  endBeforeStart: 'The end time must be after the start time.',
  stampTooLong: `A stamp may last at most ${MAX_STAMP_DAYS} days; give it an end within ${MAX_STAMP_DAYS} days of its start.`,
  subGroupRunning: 'A stamp is already running in this sub group.',
  stampChanged: 'The stamp was changed at the same time; please try again.',
  reopenedWithEnd: 'A reopened stamp (ended: false) cannot have an endTime.',
  descriptionTooLong: `A description must be at most ${STAMP_DESCRIPTION_MAX} characters.`,
  whichStamps: 'Give timeStampId, active=true, date, subGroupId (with pageNumber), or from and to.',
  // Ranges
  fromAfterTo: 'from must be on or before to.',
  rangeTooLong: `The range may span at most ${MAX_RANGE_DAYS} days.`,
  calculateRangeTooLong: `The range may span at most ${MAX_CALCULATE_DAYS} days.`,
  exportRangeTooLong: `The export may span at most ${MAX_EXPORT_DAYS} days.`,
  // Tags
  tagNotFound: 'Tag not found.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TAG_TITLE_MAX} characters`,
  duplicateTag: 'You already have a tag with that title.',
  // Integration tokens
  integrationTokenMissing: 'Integration token is missing or not valid.',
  integrationTokenNotFound: 'No such integration token.',
  integrationTokenNameTooLong: `Name must be at most ${INTEGRATION_TOKEN_NAME_MAX} characters`,
  tooManyIntegrationTokens: `You may have at most ${MAX_INTEGRATION_TOKENS} integration tokens; revoke one first.`,
  // URL rules
  urlRuleNotFound: 'No such URL rule.',
  duplicateUrlRule: 'You already have a rule with that pattern.',
  tooManyUrlRules: `You may have at most ${MAX_URL_RULES} URL rules.`,
  matchOnInvalid: "matchOn must be 'host' or 'url'",
  subGroupNameRequired: 'subGroupName is required',
  subGroupNameTooLong: `subGroupName must be at most ${SUB_GROUP_NAME_MAX} characters`,
  patternRequired: 'Pattern is required',
  patternNotHost: 'Pattern must be a host such as example.com or *.example.com',
  patternTooLong: `Pattern must be at most ${URL_PATTERN_MAX} characters`,
  patternSpaces: 'Pattern must not contain spaces',
  patternOnlyWildcards: 'Pattern must contain more than wildcards',
  patternTooManyWildcards: `Pattern may have at most ${URL_PATTERN_MAX_WILDCARDS} wildcards (*)`,
  // Heartbeats
  heartbeatNotFound: 'No such heartbeat.',
  whichHeartbeats: 'Ask for unmatched=true or a heartbeatId',
  heartbeatUrlRequired: 'url is required',
  heartbeatUrlTooLong: `url must be at most ${HEARTBEAT_URL_MAX} characters`,
  heartbeatUrlNotWeb: 'url must be a web address (http or https)',
  heartbeatTimeInvalid: 'time must be an ISO-8601 date and time',
  heartbeatInFuture: 'time must not be in the future',
  noHeartbeats: 'Send at least one heartbeat',
  tooManyHeartbeats: `Send at most ${HEARTBEAT_BATCH_MAX} heartbeats at a time`,
  // Ids the schemas need, each naming its field.
  tokenIdRequired: 'tokenId is required',
  timeGroupIdRequired: 'timeGroupId is required',
  ruleIdRequired: 'ruleId is required',
  heartbeatTitleNotText: 'title must be text',
  unmatchedInvalid: "unmatched must be 'true' or 'false'",
  heartbeatIdRequired: 'heartbeatId is required',
  hostRequired: 'host is required',
});
