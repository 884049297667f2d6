import { expect, it } from 'vitest';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { signUp } from '../../testing/test-app.test-kit';
import { useTwoInstances } from '../../testing/use-test-app.test-kit';
import { countersClient, incrementAtOnce } from './counters.test-kit';

/**
 * Two server instances over one database, as behind a load balancer: the value is added in the
 * database (`value = value + change`), so no increment is lost whichever instance takes it.
 */
const shared = useTwoInstances();

it('loses none of 100 increments sent at once to two instances', async () => {
  const user = await signUp(shared.apps[0]!);
  const [first, second] = shared.apps.map((app) => countersClient(app, user)) as [
    ReturnType<typeof countersClient>,
    ReturnType<typeof countersClient>,
  ];
  const group = await first.post<CounterGroup>('/counter-group', { name: 'Family' });
  const counter = await first.post<Counter>('/counter', { counterGroupId: group.data._id, name: 'Water' });
  await incrementAtOnce([first, second], counter.data._id, 100);
  expect((await second.get<Counter>(`/counter?counterId=${counter.data._id}`)).data.value).toBe(100);
});
