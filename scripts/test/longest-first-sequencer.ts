import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the files that took longest last time first, so that no long file starts last
 * and runs alone at the end. A clean clone (CI) has no last time, and Vitest then goes by file
 * size, which puts a build test of four minutes among the quick ones. The operator's tests (real
 * builds and processes) are the long ones: they start first, in Vitest's order among themselves.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isOps = (spec: TestSpecification) => spec.project.name === 'ops';
    return [...sorted.filter(isOps), ...sorted.filter((spec) => !isOps(spec))];
  }
}
