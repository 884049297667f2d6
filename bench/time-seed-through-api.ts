import { call, type Person } from './api-client';

export interface SeededTime {
  timeGroupIds: string[];
  /** Sub group names per time group, in creation order. */
  subGroupNames: Map<string, string[]>;
}

/**
 * Time groups, sub groups and some ended stamps earlier today, made through the API the way the
 * web app makes them (so every row, roll-up and index is the server's own).
 */
export async function seedTimeThroughApi(
  url: string,
  person: Person,
  sizes: { groups: number; subGroupsPerGroup: number; stampsPerSubGroup: number },
): Promise<SeededTime> {
  const headers = person.headers;
  const timeGroupIds: string[] = [];
  const subGroupNames = new Map<string, string[]>();
  const now = Date.now();
  let stampNumber = 0;
  for (let g = 0; g < sizes.groups; g++) {
    const group = await call<{ _id: string }>(url, 'POST', '/api/time-group', {
      headers,
      body: { name: `group ${g}` },
    });
    timeGroupIds.push(group._id);
    const names: string[] = [];
    for (let s = 0; s < sizes.subGroupsPerGroup; s++) {
      const name = `group ${g} sub ${s}`;
      await call(url, 'POST', '/api/sub-group', { headers, body: { name, timeGroupId: group._id } });
      names.push(name);
      for (let k = 0; k < sizes.stampsPerSubGroup; k++) {
        // Thirty-second stamps, one a minute going back from a few minutes ago: all ended, most of them today.
        const start = now - 5 * 60_000 - stampNumber++ * 60_000;
        await call(url, 'POST', '/api/time-stamp', {
          headers,
          body: {
            name,
            timeGroupId: group._id,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 30_000).toISOString(),
          },
        });
      }
    }
    subGroupNames.set(group._id, names);
  }
  return { timeGroupIds, subGroupNames };
}
