/** A well-mixed 32-bit number of n (murmur3's finalizer): the benchmark's picks look random and are repeatable. */
function mix(n: number) {
  let h = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Five different cities (indexes below `cities`) and a series (below `series`) for chart query `k`: on the
 * benchmark's 1,000 cities and 300 series about 2.5 × 10^15 combinations, so its distinct queries do not repeat
 * (a query asked again would be kept in the reply cache).
 */
export function chartPicks(k: number, cities: number, series: number) {
  const picked: number[] = [];
  for (let j = 0; picked.length < 5; j++) {
    let c = mix(k * 8 + j) % cities;
    while (picked.includes(c)) c = (c + 1) % cities;
    picked.push(c);
  }
  return { cities: picked, series: mix(k * 8 + 7) % series };
}
