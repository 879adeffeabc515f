import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is now and fails with a readable list: rule, impact, targets. */
export async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `axe violations on ${where}`).toEqual([]);
}
