export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Good morning 05–11, afternoon 12–17, evening 18–04, by the person's local hour. */
export function greetingOf(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
