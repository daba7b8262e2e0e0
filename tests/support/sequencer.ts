/**
 * Longest files first. Vitest orders files by the last run's durations when it has them, else by file
 * size, largest first; a clean clone (CI) has no durations, and the longest browser files are small
 * (the screen sweeps hold a few lines each and walk every screen), so they would start last and leave
 * one worker running alone for minutes while the other idles. These start first in their tier, in
 * this order; the rest keep Vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'tests/e2e/a11y.test.ts',
  'tests/e2e/sweep-en.test.ts',
  'tests/e2e/sweep-zh-tw.test.ts',
  'tests/e2e/sweep-portal.test.ts',
  'tests/e2e/parsing.test.ts',
  'tests/e2e/pipeline-journey.test.ts',
  'tests/integration/cli/generate.test.ts',
  'tests/integration/platform/fuzz.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  return i < 0 ? LONGEST.length : i;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
