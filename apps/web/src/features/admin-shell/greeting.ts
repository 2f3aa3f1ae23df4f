/**
 * Greeting by time of day (SPEC §9): before 9 morning; 9-11 forenoon; 12-13 noon; 14-19 afternoon;
 * 20 onward night.
 */
export type GreetingPeriod = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'night';

export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour <= 19) return 'afternoon';
  return 'night';
}

export function currentGreetingPeriod(now: Date = new Date()): GreetingPeriod {
  return greetingPeriod(now.getHours());
}
