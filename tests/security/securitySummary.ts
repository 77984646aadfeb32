/** Prints one family's summary line of the security suite, e.g. `ownership: 212 requests, 0 succeeded`. */
export function printFamilySummary(family: string, counts: string) {
  console.log(`${family}: ${counts}`);
}
