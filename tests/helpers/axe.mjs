// axe-core (a pinned devDependency) run on a page as it is now: the violations it finds, one line
// each. It checks that axe really ran (its rules passed somewhere), so a failure to load it
// cannot pass as "no violations". (tests/browser/axe.test.mjs runs it on every mode.)

import fs from 'node:fs';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE });
  const r = await page.evaluate(async () => {
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return {
      passes: res.passes.length,
      violations: res.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    };
  });
  assert.ok(r.passes > 10, `axe ran (${r.passes} rules passed)`);
  return r.violations;
}
