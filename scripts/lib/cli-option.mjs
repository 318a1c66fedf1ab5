// A script's option from its command line: `--name value` or `--name=value`.

/**
 * @param {string[]} args the script's arguments (process.argv.slice(2))
 * @param {string} name with its dashes (`--runs`)
 * @param {string | null} fallback when the option is not given
 */
export function optionValue(args, name, fallback) {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1] ?? fallback;
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : fallback;
}
