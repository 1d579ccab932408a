/**
 * Islands receive their strings as props, named by the island (`submit`), while validators
 * return catalogue keys (`login.required`). This turns such a key back into the string the
 * island received; a key the island was not given is shown as is, which a test would catch.
 */
export function stringForKey<K extends string>(keys: Readonly<Record<K, string>>, strings: Readonly<Record<K, string>>, key: string): string {
  const name = (Object.keys(keys) as K[]).find((candidate) => keys[candidate] === key);
  return name ? strings[name] : key;
}

/** Fills `{{name}}` placeholders, as i18next does on the server. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/{{(\w+)}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
