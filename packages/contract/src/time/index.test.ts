import { describe, expect, it } from 'vitest';
import { messages } from '../kernel/messages';
import {
  subGroupCreateBody,
  subGroupUpdateBody,
  timeCalculateQuery,
  timeGraphQuery,
  timeGroupCreateBody,
  timeGroupQuery,
  timeStampCreateBody,
  timeStampExportQuery,
  timeStampUpdateBody,
} from './index';
import { timeRefusals } from './refusals';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('time schemas', () => {
  it('need a name and a time group for stamps and sub groups, with the spec message', () => {
    for (const schema of [timeStampCreateBody, subGroupCreateBody]) {
      for (const body of [{}, { name: 'a' }, { timeGroupId: 'g' }, { name: ' ', timeGroupId: 'g' }]) {
        expect(firstMessage(schema.safeParse(body))).toBe(messages.nameAndTimeGroupRequired);
      }
    }
    expect(subGroupCreateBody.parse({ name: ' Coding ', timeGroupId: 'g' })).toEqual({
      name: 'Coding',
      timeGroupId: 'g',
    });
  });

  it('read ISO instants as epoch ms and refuse other text', () => {
    const body = timeStampCreateBody.parse({
      name: 'a',
      timeGroupId: 'g',
      startTime: '2026-11-18T10:00:00+01:00',
      endTime: '2026-11-18T09:30:00.000Z',
    });
    expect(body.startTime).toBe(Date.parse('2026-11-18T09:00:00Z'));
    expect(body.endTime).toBe(Date.parse('2026-11-18T09:30:00Z'));
    expect(timeStampCreateBody.safeParse({ name: 'a', timeGroupId: 'g', startTime: 'now' }).success).toBe(false);
    expect(timeStampUpdateBody.parse({ timeStampId: 's', endTime: null }).endTime).toBeNull();
  });

  it('need a group name', () => {
    expect(firstMessage(timeGroupCreateBody.safeParse({ name: '  ' }))).toBe(timeRefusals.nameRequired.message);
    expect(firstMessage(timeGroupCreateBody.safeParse({}))).toBe(timeRefusals.nameRequired.message);
  });

  it('read query booleans and dates', () => {
    expect(timeGroupQuery.parse({ shallow: 'true', auto: 'false', date: '2026-02-28' })).toEqual({
      shallow: true,
      auto: false,
      date: '2026-02-28',
    });
    expect(timeGroupQuery.safeParse({ date: '2026-02-29' }).success).toBe(false);
    expect(timeGroupQuery.safeParse({ auto: 'yes' }).success).toBe(false);
  });

  it('need newSubGroupId to move', () => {
    expect(subGroupUpdateBody.safeParse({ subGroupId: 'a', moveSubGroup: true }).success).toBe(false);
    expect(subGroupUpdateBody.parse({ subGroupId: 'a', moveSubGroup: true, newSubGroupId: 'b' })).toMatchObject({
      newSubGroupId: 'b',
    });
  });

  it('limit ranges and split id lists', () => {
    expect(firstMessage(timeGraphQuery.safeParse({ from: '2026-01-01', to: '2027-06-01' }))).toBe(
      timeRefusals.rangeTooLong.message,
    );
    expect(firstMessage(timeGraphQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toBe(
      timeRefusals.fromAfterTo.message,
    );
    expect(timeGraphQuery.parse({ from: '2026-01-01', to: '2026-01-31' }).by).toBe('group');
    expect(timeStampExportQuery.safeParse({ from: '2021-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(timeCalculateQuery.parse({ from: '2026-01-01', to: '2026-01-02', timeGroupIds: 'a, b,,' })).toMatchObject({
      timeGroupIds: ['a', 'b'],
    });
  });
});
