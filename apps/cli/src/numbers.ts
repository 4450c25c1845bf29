import { CliError } from './errors.js';

/**
 * A commander parser for an option that takes a whole number from 1 to `max`
 * (`--timeout-ms`, `--jobs`).
 * @throws CliError `--<name> must be a whole number from 1 to <max>, not "<text>"`
 */
export function wholeNumberParser(name: string, max: number): (text: string) => number {
  return (text: string) => {
    const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > max)
      throw new CliError(`--${name} must be a whole number from 1 to ${max.toLocaleString('en-US')}, not "${text}"`);
    return n;
  };
}
