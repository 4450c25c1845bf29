import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Text for screen readers only has one rule, style.css's `.sr-only`: a component that hides text from
 * sight uses that class, and declares no copy of the rule in its own styles (a copy drifts: one had
 * lost the margin and border that keep a 1-pixel box from showing).
 */
const SRC = path.resolve(import.meta.dirname, '../src');

function vueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return vueFiles(at);
    return e.name.endsWith('.vue') ? [at] : [];
  });
}

/** The rules of a component's `<style>` blocks that hide their element from sight but not from a screen reader. */
function hidingRules(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const styles = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  return styles.flatMap((css) =>
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter(([, , body]) => /width:\s*1px/.test(body!) && /clip(-path)?:/.test(body!))
      .map(([, selector]) => selector!.trim()),
  );
}

describe('text for screen readers only', () => {
  it('style.css declares it once, as .sr-only (other selectors may share its rule), and copies it only for the phone header', () => {
    const css = readFileSync(path.join(SRC, 'style.css'), 'utf8');
    expect(css.match(/^\.sr-only\s*[,{]/gm)).toHaveLength(1);
    // the rule's own clip, and the phone header's words and code label hidden at 520 px and less
    expect(css.match(/clip-path: inset\(50%\)/g)).toHaveLength(2);
  });

  it.each(vueFiles(SRC).map((f) => path.relative(SRC, f)))('%s has no rule of its own for it', (file) => {
    expect(hidingRules(path.join(SRC, file))).toEqual([]);
    expect(readFileSync(path.join(SRC, file), 'utf8')).not.toMatch(/class="[^"]*\bvisually-hidden\b/);
  });
});
