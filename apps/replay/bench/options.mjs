// The benchmarks' command-line options: `--name N` as a number, else the fallback.
const args = process.argv.slice(2);

/**
 * @param {string} name e.g. `--runs`
 * @param {number} fallback
 * @returns {number}
 */
export const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};

/**
 * @param {string} name e.g. `--dist`
 * @returns {string | undefined} the text after `name`, if given
 */
export const textOption = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
