/**
 * Sample values for merge tags, used wherever a `{{name}}` must be shown or spoken before a real
 * contact is known: the speech preview speaks `{{first_name}}` as "Alex".
 */
export const MERGE_TAG_SAMPLES: Readonly<Record<string, string>> = {
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex.morgan@example.com',
  company: 'Acme',
  job_title: 'Sales Manager',
  city: 'Springfield',
  phone: '555 0100',
  website: 'example.com',
};

/**
 * The value a tag takes in a preview: the given value, else the sample, else undefined.
 * @param name - tag name (case-sensitive)
 * @param values - values that win over the samples (for example a chosen contact's)
 */
export function sampleValueOf(name: string, values: Readonly<Record<string, string>> = {}): string | undefined {
  if (Object.hasOwn(values, name)) return values[name];
  return Object.hasOwn(MERGE_TAG_SAMPLES, name) ? MERGE_TAG_SAMPLES[name] : undefined;
}
